// Event cards and list rows link here; it is the same page as /specific-events/{id}.
export { default, generateMetadata } from "../../specific-events/[id]/page";
