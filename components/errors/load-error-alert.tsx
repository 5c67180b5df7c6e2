import Link from "next/link";
import type * as React from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * A page whose data could not be loaded: the reason, and one way on: `link` (an address to go
 * back to) or `action` (a button, such as trying again).
 */
export function LoadErrorAlert({
  title,
  message,
  link,
  action,
}: {
  title?: string;
  message: string;
  link?: { href: string; icon: React.ReactNode; label: string };
  action?: React.ReactNode;
}) {
  return (
    <Alert variant="destructive" className="mx-auto max-w-xl">
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription className="space-y-3">
        <p>{message}</p>
        {link ? (
          <Button asChild variant="outline" size="sm">
            <Link href={link.href}>
              {link.icon} {link.label}
            </Link>
          </Button>
        ) : null}
        {action}
      </AlertDescription>
    </Alert>
  );
}
