"use client";

import { useState } from "react";
import { ErrorCard } from "@/components/errors/error-card";
import { ErrorScreen } from "@/components/errors/error-screen";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/lean";
import { ApiError } from "@/lib/client/api";
import { fetchApiQuery } from "@/lib/client/queries";
import { toast } from "@/lib/client/use-toast";
import { friendlyErrorMessage } from "@/lib/shared/error-messages";
import { missingPathQuery } from "@/lib/shared/queries/admin";

const STATUSES = [400, 401, 403, 404, 409, 429, 500, 503, 418];

/** Throws while rendering, so the page's error boundary (app/(app)/error.tsx) takes over. */
function Thrower(): never {
  throw new Error("A rendering error thrown on purpose by the error-handling demo");
}

export function ErrorShowcase() {
  const [throwing, setThrowing] = useState(false);
  const [retries, setRetries] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Toasts by status</CardTitle>
          <CardDescription>The friendly message shown for each kind of failure.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {STATUSES.map((status) => (
            <Button
              key={status}
              variant="outline"
              size="sm"
              onClick={() =>
                toast({
                  title: "Error",
                  description: friendlyErrorMessage(status),
                  variant: "destructive",
                })
              }
            >
              {status}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              toast({
                title: "Error",
                description: friendlyErrorMessage(0, { timeout: true }),
                variant: "destructive",
              })
            }
          >
            Timeout
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>A real failing request</CardTitle>
          <CardDescription>
            Calls an API path that does not exist and shows the error the server sends.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <Button
            onClick={async () => {
              try {
                await fetchApiQuery(missingPathQuery, undefined);
              } catch (error) {
                const status = error instanceof ApiError ? error.status : 0;
                setLastError(
                  `${status}: ${error instanceof Error ? error.message : String(error)}`,
                );
              }
            }}
          >
            Send request
          </Button>
          {lastError ? (
            <p role="status" className="text-sm">
              {lastError}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>A page that fails</CardTitle>
          <CardDescription>
            Throws while rendering: the page&apos;s error screen replaces it, and the header and
            navigation stay.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setThrowing(true)}>
            Throw a rendering error
          </Button>
          {throwing ? <Thrower /> : null}
        </CardContent>
      </Card>
      <div>
        <h2 className="mb-3 text-lg font-semibold">Error card</h2>
        <ErrorCard
          onRetry={() => setRetries((n) => n + 1)}
          detail={retries ? `Retried ${retries} time(s)` : undefined}
        />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold">Error screen</h2>
        <Card>
          <CardContent>
            <ErrorScreen onRetry={() => setRetries((n) => n + 1)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
