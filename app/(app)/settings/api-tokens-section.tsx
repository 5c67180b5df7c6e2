"use client";

import { Check, Copy, KeyRound, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { TokenTable } from "@/components/api-tokens/token-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { DialogForm, useDialogState } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import { useApiTokens, useCreateApiToken } from "@/lib/client/hooks/use-api-tokens";
import { useZodForm } from "@/lib/client/use-form";
import { API_TOKEN_EXPIRY_CHOICES, apiTokenCreateCheck } from "@/lib/shared/api-token-rules";
import type { ApiTokenCreated } from "@/lib/shared/schemas/api-token";

const NO_EXPIRY = "none";
const EXPIRY_OPTIONS = [
  ...API_TOKEN_EXPIRY_CHOICES.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: NO_EXPIRY, label: "No expiry" },
];
const SCOPE_OPTIONS = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
];

/** The user's API tokens on /settings: create one (its secret shown once), list, revoke. */
export function ApiTokensSection() {
  const { data: tokens, isLoading, error } = useApiTokens();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Let other software (your CRM, scripts, AI assistants over MCP) use Pitchside as you.
            Send a token as <code>Authorization: Bearer &lt;token&gt;</code>.
          </CardDescription>
        </div>
        <CreateTokenDialog />
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading API tokens" />
        ) : error || !tokens ? (
          <p className="text-sm text-destructive">Your API tokens could not be loaded.</p>
        ) : tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no API tokens.</p>
        ) : (
          <TokenTable tokens={tokens} />
        )}
      </CardContent>
    </Card>
  );
}

function CreateTokenDialog() {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const dialog = useDialogState({
    onClose: () => {
      setCreated(null);
      form.reset();
    },
  });
  const form = useZodForm(apiTokenCreateCheck, {
    name: "",
    scope: "read" as const,
    expiresInDays: 90 as number | null,
  });
  const create = useCreateApiToken();
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound className="size-4" aria-hidden /> Create token
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <CreatedToken created={created} onDone={() => dialog.onOpenChange(false)} />
        ) : (
          <DialogForm
            title="Create API token"
            description="A token acts as you. Give it the least scope and the shortest life it needs."
            onSubmit={form.handleSubmit((input) =>
              create.mutate(input, { onSuccess: setCreated, onError: form.onServerError("name") }),
            )}
            submitLabel="Create token"
            pendingLabel="Creating..."
            pending={create.isPending}
          >
            <Field label="Name" hint="What uses it, e.g. “CRM sync”." error={form.errors.name}>
              <Input autoComplete="off" maxLength={100} {...form.bind("name")} />
            </Field>
            <Field label="Scope" id="token-scope" error={form.errors.scope}>
              <SimpleSelect
                id="token-scope"
                value={form.values.scope}
                onValueChange={(value) =>
                  form.setField("scope", value === "write" ? "write" : "read")
                }
                options={SCOPE_OPTIONS}
              />
            </Field>
            <Field label="Expires after" id="token-expiry" error={form.errors.expiresInDays}>
              <SimpleSelect
                id="token-expiry"
                value={
                  form.values.expiresInDays === null ? NO_EXPIRY : String(form.values.expiresInDays)
                }
                onValueChange={(value) =>
                  form.setField("expiresInDays", value === NO_EXPIRY ? null : Number(value))
                }
                options={EXPIRY_OPTIONS}
              />
            </Field>
          </DialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The new token's secret, shown this once with a Copy button. */
function CreatedToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Token created</DialogTitle>
        <DialogDescription>
          “{created.name}” can {created.scope === "write" ? "read and write" : "only read"}.
        </DialogDescription>
      </DialogHeader>
      <p role="alert" className="flex items-start gap-2 text-sm text-warning">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        Copy it now: it will not be shown again. Anyone holding it can act as you.
      </p>
      <div className="flex items-center gap-2">
        <Input
          readOnly
          value={created.token}
          aria-label="New API token"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(created.token).then(() => setCopied(true));
          }}
        >
          {copied ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
