"use client";

import { Copy, Plus, RotateCcw, Send, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "@/components/creative/local-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { GridPagination } from "@/components/ui/grid-pagination";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useReplayDelivery,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from "@/lib/client/hooks/use-webhooks";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import { toast } from "@/lib/client/use-toast";
import type {
  WebhookCreatedView,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookSubscriptionView,
} from "@/lib/shared/schemas/webhooks";
import { WEBHOOK_EVENT_NAMES } from "@/lib/shared/domain-events";

// The create form's zod schema arrives in a chunk of its own, after the page.
const webhookCreateSchema = lazySchema(() =>
  import("@/lib/shared/schemas/webhooks").then((m) => m.webhookCreateSchema),
);

const TIME_PATTERN = "MMM d, yyyy HH:mm:ss";

const STATUS_DISPLAY: Record<
  WebhookDeliveryStatus,
  { label: string; variant: "info" | "warning" | "success" | "destructive" }
> = {
  pending: { label: "Pending", variant: "warning" },
  delivering: { label: "Sending", variant: "info" },
  succeeded: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** The admin Webhooks page below its header: the create form, then every subscription. */
export function WebhooksView() {
  const { data, isPending, isError, error } = useWebhooks();
  const [created, setCreated] = useState<WebhookCreatedView | null>(null);
  return (
    <div className="space-y-6">
      <CreateWebhookForm onCreated={setCreated} />
      {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
      {isPending ? (
        <Spinner label="Loading webhooks" />
      ) : isError ? (
        <EmptyState title="The webhooks could not be loaded" description={error.message} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<Webhook className="size-10" />}
          title="No webhooks yet"
          description="Subscribe a URL to events above; Pitchside will POST each event to it, signed."
        />
      ) : (
        <ul className="space-y-4" aria-label="Webhook subscriptions">
          {data.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookCreatedView) => void }) {
  const form = useLazyZodForm(webhookCreateSchema, { url: "", events: [], description: "" });
  const create = useCreateWebhook();
  const events = (form.values.events ?? []) as WebhookEvent[];
  const toggle = (event: WebhookEvent, on: boolean) =>
    form.setField("events", on ? [...events, event] : events.filter((item) => item !== event));
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (result) => {
        form.reset();
        onCreated(result);
      },
      onError: form.onServerError("url"),
    }),
  );
  return (
    <form
      onSubmit={submit}
      aria-labelledby="create-webhook-title"
      className="space-y-4 rounded-xl border bg-card p-4"
      noValidate
    >
      <h2 id="create-webhook-title" className="text-lg font-semibold">
        New webhook
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="URL"
          error={form.errors.url}
          hint="http:// or https://; private and loopback addresses are refused"
        >
          <Input
            {...form.bind("url")}
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/pitchside"
          />
        </Field>
        <Field label="Description (optional)" error={form.errors.description}>
          <Input {...form.bind("description")} maxLength={200} placeholder="CRM sync" />
        </Field>
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={form.errors.events ? "webhook-events-error" : undefined}
      >
        <legend className="text-sm font-medium">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {WEBHOOK_EVENT_NAMES.map((event) => (
            <div key={event} className="flex items-center gap-2">
              <Checkbox
                id={`event-${event}`}
                checked={events.includes(event)}
                onCheckedChange={(checked) => toggle(event, checked === true)}
              />
              <Label htmlFor={`event-${event}`} className="font-mono text-sm font-normal">
                {event}
              </Label>
            </div>
          ))}
        </div>
        {form.errors.events ? (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {form.errors.events}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        <Plus className="size-4" aria-hidden /> {create.isPending ? "Creating…" : "Create webhook"}
      </Button>
    </form>
  );
}

function SecretOnce({ created, onDone }: { created: WebhookCreatedView; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: "Secret copied", variant: "success" });
    } catch {
      toast({ title: "Could not copy: select the secret and copy it", variant: "destructive" });
    }
  };
  return (
    <section
      role="status"
      aria-labelledby="webhook-secret-title"
      className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
    >
      <h2 id="webhook-secret-title" className="font-semibold">
        Signing secret for {created.url}
      </h2>
      <p className="text-sm text-muted-foreground">
        Copy it now: it is shown only once. Receivers use it to check the Pitchside-Signature header
        of every request.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="webhook-secret"
          className="rounded-md border bg-background px-2 py-1 font-mono text-sm break-all"
        >
          {created.secret}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

function SubscriptionCard({ subscription }: { subscription: WebhookSubscriptionView }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const [showLog, setShowLog] = useState(false);
  const switchId = `webhook-active-${subscription.id}`;
  return (
    <li
      className="space-y-3 rounded-xl border bg-card p-4"
      data-webhook-id={subscription.id}
      aria-label={subscription.url}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm font-medium break-all">{subscription.url}</p>
          {subscription.description ? (
            <p className="text-sm text-muted-foreground">{subscription.description}</p>
          ) : null}
          <div className="flex flex-wrap gap-1">
            {subscription.events.map((event) => (
              <Badge key={event} variant="secondary" className="font-mono">
                {event}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={subscription.active}
              disabled={update.isPending}
              onCheckedChange={(active) =>
                update.mutate({ id: subscription.id, change: { active } })
              }
            />
            <Label htmlFor={switchId} className="font-normal">
              {subscription.active ? "Active" : "Inactive"}
            </Label>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={!subscription.active || test.isPending}
            onClick={() => {
              setShowLog(true);
              test.mutate(subscription.id);
            }}
          >
            <Send className="size-4" aria-hidden /> Send test event
          </Button>
          <Button variant="outline" size="sm" onClick={() => setShowLog((shown) => !shown)}>
            {showLog ? "Hide deliveries" : "Deliveries"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Delete ${subscription.url}`}>
                <Trash2 className="size-4" aria-hidden /> Delete
              </Button>
            }
            title="Delete this webhook?"
            description={`Events will no longer be sent to ${subscription.url}, and its delivery log is deleted.`}
            confirmLabel="Delete webhook"
            busyLabel="Deleting…"
            busy={remove.isPending}
            destructive
            onConfirm={() => remove.mutate(subscription.id)}
          />
        </div>
      </div>
      {showLog ? <DeliveryLog subscriptionId={subscription.id} /> : null}
    </li>
  );
}

function DeliveryLog({ subscriptionId }: { subscriptionId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useWebhookDeliveries(subscriptionId, page);
  const replay = useReplayDelivery();
  if (isPending) return <Spinner label="Loading deliveries" />;
  if (isError) {
    return <EmptyState title="The deliveries could not be loaded" description={error.message} />;
  }
  if (data.total === 0) {
    return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  }
  return (
    <section aria-label="Deliveries" className="min-w-0">
      <Table data-testid={`webhook-deliveries-${subscriptionId}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Response</TableHead>
            <TableHead className="text-right">Time (ms)</TableHead>
            <TableHead className="text-right">Attempts</TableHead>
            <TableHead>Error</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((delivery) => {
            const display = STATUS_DISPLAY[delivery.status];
            const ended = delivery.status === "succeeded" || delivery.status === "failed";
            return (
              <TableRow key={delivery.id} data-delivery-id={delivery.id}>
                <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
                  <LocalTime
                    iso={delivery.lastAttemptAt ?? delivery.createdAt}
                    pattern={TIME_PATTERN}
                  />
                </TableCell>
                <TableCell className="font-mono text-sm" title={delivery.eventId}>
                  {delivery.event}
                </TableCell>
                <TableCell>
                  <Badge variant={display.variant} data-status={delivery.status}>
                    {display.label}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {delivery.responseStatus ?? "—"}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {delivery.responseTimeMs ?? "—"}
                </TableCell>
                <TableCell className="text-right tabular-nums">{delivery.attempts}</TableCell>
                <TableCell className="max-w-72 text-sm break-words text-muted-foreground">
                  {delivery.error ?? ""}
                </TableCell>
                <TableCell>
                  {ended ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={replay.isPending}
                      onClick={() => replay.mutate(delivery.id)}
                      aria-label={`Replay ${delivery.event} ${delivery.eventId}`}
                    >
                      <RotateCcw className="size-4" aria-hidden /> Replay
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <GridPagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </section>
  );
}
