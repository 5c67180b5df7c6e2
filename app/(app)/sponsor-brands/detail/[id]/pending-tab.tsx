import { EmptyState } from "@/components/ui/empty-state";

/** A tab whose work (background jobs) is not available on this page yet. */
export function PendingTab({ title, text }: { title: string; text: string }) {
  return <EmptyState title={`${title}: not available yet`} description={text} />;
}
