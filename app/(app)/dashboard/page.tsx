export { default, metadata } from "../page";
