"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LocalDay } from "@/components/ui/local-day";
import { RelativeTime } from "@/components/ui/relative-time";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useRevokeApiToken } from "@/lib/client/hooks/use-api-tokens";
import type { AdminApiTokenView, ApiTokenView } from "@/lib/shared/schemas/api-token";

type Row = ApiTokenView & { user?: AdminApiTokenView["user"] };

/**
 * API tokens as a table: name, prefix, scope, user (admins), created, last used, expiry, and a
 * Revoke button that asks first. Revoking from the admin page uses the admin route.
 */
export function TokenTable({ tokens, admin = false }: { tokens: Row[]; admin?: boolean }) {
  const revoke = useRevokeApiToken({ admin });
  const [confirming, setConfirming] = useState<Row | null>(null);
  return (
    <>
      <Table aria-label="API tokens">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Token</TableHead>
            <TableHead>Scope</TableHead>
            {admin ? <TableHead>User</TableHead> : null}
            <TableHead>Created</TableHead>
            <TableHead>Last used</TableHead>
            <TableHead>Expires</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id}>
              <TableCell className="font-medium">{token.name}</TableCell>
              <TableCell>
                <code className="text-xs">{token.prefix}…</code>
              </TableCell>
              <TableCell>
                <Badge variant={token.scope === "write" ? "default" : "secondary"}>
                  {token.scope === "write" ? "Read and write" : "Read"}
                </Badge>
              </TableCell>
              {admin && token.user ? (
                <TableCell>
                  {token.user.username}
                  {token.user.isActive ? null : (
                    <span className="text-muted-foreground"> (deactivated)</span>
                  )}
                </TableCell>
              ) : null}
              <TableCell>
                <LocalDay value={token.createdAt} />
              </TableCell>
              <TableCell>
                {token.lastUsedAt ? <RelativeTime iso={token.lastUsedAt} /> : "Never"}
              </TableCell>
              <TableCell>
                {token.expired ? (
                  <Badge variant="destructive">Expired</Badge>
                ) : (
                  <LocalDay value={token.expiresAt} empty="Never" />
                )}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Revoke ${token.name}`}
                  disabled={revoke.isPending && revoke.variables?.id === token.id}
                  onClick={() => setConfirming(token)}
                >
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Revoke this token?"
        description={
          confirming
            ? `"${confirming.name}" (${confirming.prefix}…) stops working at once. Software using it will be refused.`
            : ""
        }
        confirmLabel="Revoke token"
        destructive
        onConfirm={() => {
          if (confirming) revoke.mutate(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
