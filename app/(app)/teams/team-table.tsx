"use client";

import { useState } from "react";
import { UserAvatar } from "@/components/user/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useTeam, useUpdateTeamMember } from "@/lib/client/hooks/use-team";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { ForcePasswordResetDialog } from "./force-password-reset-dialog";

export function TeamTable({ currentUserId }: { currentUserId: number }) {
  const { data: team = [] } = useTeam();
  const update = useUpdateTeamMember();
  const activeAdmins = team.filter((member) => member.role === "admin" && member.isActive).length;
  const [resetTarget, setResetTarget] = useState<PublicUser | null>(null);
  const [deactivateTarget, setDeactivateTarget] = useState<PublicUser | null>(null);

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Member</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Last login</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {team.map((member) => {
            const isLastAdmin = member.role === "admin" && member.isActive && activeAdmins <= 1;
            const busy = update.isPending && update.variables?.id === member.id;
            return (
              <TableRow key={member.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <UserAvatar user={member} />
                    <div>
                      <div className="font-medium">
                        {member.fullName || member.username}
                        {member.id === currentUserId ? (
                          <span className="text-muted-foreground"> (you)</span>
                        ) : null}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {member.username} · {member.email}
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <Badge variant={member.role === "admin" ? "gold" : "secondary"}>
                    {member.role}
                  </Badge>
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    <Badge variant={member.isActive ? "success" : "outline"}>
                      {member.isActive ? "Active" : "Deactivated"}
                    </Badge>
                    {member.emailVerified ? null : (
                      <Badge variant="warning">Email unverified</Badge>
                    )}
                    {member.passwordResetRequired ? (
                      <Badge variant="warning">Password reset required</Badge>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell className="text-sm text-muted-foreground">
                  {member.lastLogin ? <RelativeTime iso={member.lastLogin} /> : "Never"}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || (member.role === "admin" && isLastAdmin)}
                      title={isLastAdmin ? "The last active admin cannot be demoted" : undefined}
                      onClick={() =>
                        update.mutate({
                          id: member.id,
                          role: member.role === "admin" ? "user" : "admin",
                        })
                      }
                    >
                      {member.role === "admin" ? "Demote" : "Promote"}
                    </Button>
                    <Button
                      size="sm"
                      variant={member.isActive ? "destructive" : "secondary"}
                      disabled={busy || isLastAdmin}
                      title={
                        isLastAdmin ? "The last active admin cannot be deactivated" : undefined
                      }
                      onClick={() =>
                        member.isActive
                          ? setDeactivateTarget(member)
                          : update.mutate({ id: member.id, isActive: true })
                      }
                    >
                      {member.isActive ? "Deactivate" : "Reactivate"}
                    </Button>
                    {member.id !== currentUserId && member.isActive ? (
                      <Button size="sm" variant="outline" onClick={() => setResetTarget(member)}>
                        Force password reset
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ForcePasswordResetDialog member={resetTarget} onClose={() => setResetTarget(null)} />
      <ConfirmDialog
        open={deactivateTarget !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivateTarget(null);
        }}
        title={`Deactivate ${deactivateTarget?.fullName || deactivateTarget?.username || "member"}?`}
        description="They can no longer sign in until an admin reactivates them. Their work stays in the workspace."
        confirmLabel="Deactivate"
        destructive
        onConfirm={() => {
          if (deactivateTarget) update.mutate({ id: deactivateTarget.id, isActive: false });
          setDeactivateTarget(null);
        }}
      />
    </>
  );
}
