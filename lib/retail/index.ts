export * from "./cached-store";
export * from "./host";
export * from "./sections";
export * from "./stores";
