import { DiscoveryLoading } from "./discovery-loading";

export default function Loading() {
  return <DiscoveryLoading />;
}
