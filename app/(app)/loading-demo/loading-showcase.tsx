import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PendingButtonDemo, ProgressDemo } from "./loading-islands";

/**
 * The loading components in their states, drawn on the server: only the pending button and the
 * progress bar with its buttons run in the browser.
 */
export function LoadingShowcase() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Spinners</CardTitle>
          <CardDescription>Small, medium and large, with and without visible text.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-6">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" />
          <Spinner text="Finding the best sponsor matches..." />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending button</CardTitle>
          <CardDescription>
            Buttons are disabled and say what is happening while a request runs.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex gap-3">
          <PendingButtonDemo />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Skeletons</CardTitle>
          <CardDescription>Placeholders while a list loads.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="flex gap-3 pt-2">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Job progress</CardTitle>
          <CardDescription>Long tasks report their progress from 0 to 100.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <ProgressDemo />
        </CardContent>
      </Card>
    </div>
  );
}
