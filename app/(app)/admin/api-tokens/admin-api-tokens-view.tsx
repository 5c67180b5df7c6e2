"use client";

import { useQueryStates } from "nuqs";
import { TokenTable } from "@/components/api-tokens/token-table";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import { useAdminApiTokens } from "@/lib/client/hooks/use-api-tokens";
import { parseAsId, PUSH } from "@/lib/shared/list-params";

const EVERYONE = "all";
const params = { userId: parseAsId };

/** Every token with its user; the user filter lives in the address (?userId=). */
export function AdminApiTokensView() {
  const [{ userId }, setView] = useQueryStates(params, PUSH);
  const { data: tokens, isLoading, error } = useAdminApiTokens(null);
  if (isLoading) return <Spinner label="Loading API tokens" />;
  if (error || !tokens) {
    return <p className="text-sm text-destructive">The API tokens could not be loaded.</p>;
  }
  const users = new Map(tokens.map((token) => [token.user.id, token.user.username]));
  const shown = userId === null ? tokens : tokens.filter((token) => token.user.id === userId);
  return (
    <div className="grid gap-4">
      <SimpleSelect
        aria-label="Filter by user"
        className="w-64"
        value={userId === null ? EVERYONE : String(userId)}
        onValueChange={(value) =>
          void setView({ userId: value === EVERYONE ? null : Number(value) })
        }
        options={[
          { value: EVERYONE, label: "All users" },
          ...[...users]
            .sort((a, b) => a[1].localeCompare(b[1]))
            .map(([id, username]) => ({ value: String(id), label: username })),
        ]}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No API tokens.</p>
      ) : (
        <TokenTable tokens={shown} admin />
      )}
    </div>
  );
}
