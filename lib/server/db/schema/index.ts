export * from "./users";
export * from "./events";
export * from "./sponsors";
export * from "./sponsorships";
export * from "./creative";
export * from "./jobs";
export * from "./crm";
export * from "./chat";
