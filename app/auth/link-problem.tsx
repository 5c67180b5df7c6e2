import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Why an emailed link cannot be used, announced when it appears. */
export function LinkProblemAlert({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>This link cannot be used</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
