import { ErrorBox } from "@/components/ui/lean";

/** Why an emailed link cannot be used, announced when it appears. */
export function LinkProblemAlert({ message }: { message: string }) {
  return <ErrorBox title="This link cannot be used">{message}</ErrorBox>;
}
