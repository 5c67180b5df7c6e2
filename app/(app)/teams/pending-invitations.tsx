"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useInvitations, useRevokeInvitation } from "@/lib/client/hooks/use-invitations";
import { formatPattern } from "@/lib/shared/date-format";
import type { InvitationView } from "@/lib/shared/schemas/account";

/** Invitations not yet accepted, withdrawn or expired; an admin can withdraw one. */
export function PendingInvitations() {
  const { data: invitations = [] } = useInvitations();
  const revoke = useRevokeInvitation();
  const [target, setTarget] = useState<InvitationView | null>(null);

  return (
    <section aria-labelledby="pending-invitations-heading" className="mt-10 space-y-4">
      <h2 id="pending-invitations-heading" className="text-xl font-semibold">
        Pending invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pending invitations.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Invited by</TableHead>
              <TableHead>Expires</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell className="font-medium">{invitation.email}</TableCell>
                <TableCell>
                  <Badge variant={invitation.role === "admin" ? "gold" : "secondary"}>
                    {invitation.role}
                  </Badge>
                </TableCell>
                <TableCell>{invitation.invitedBy ?? "—"}</TableCell>
                <TableCell className="text-sm text-muted-foreground">
                  {formatPattern(new Date(invitation.expiresAt), "MMM d, yyyy HH:mm")}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    onClick={() => setTarget(invitation)}
                  >
                    Withdraw
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Withdraw this invitation?"
        description={`The link sent to ${target?.email ?? "this address"} will stop working. You can invite the address again later.`}
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={revoke.isPending}
        destructive
        stayOpen
        onConfirm={() => target && revoke.mutate(target, { onSettled: () => setTarget(null) })}
      />
    </section>
  );
}
