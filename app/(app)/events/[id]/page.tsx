// Event cards and list rows link here; it is the same page as /specific-events/{id}.
export { default, metadata } from "../../specific-events/[id]/page";
