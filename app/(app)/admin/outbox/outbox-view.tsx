"use client";

import { Mail, RotateCcw, Search, X } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { LocalTime } from "@/components/creative/local-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { GridPagination } from "@/components/ui/grid-pagination";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { withQuery } from "@/lib/shared/queries/define";
import { useOutbox, useOutboxMessage, useRetryEmail } from "@/lib/client/hooks/use-outbox";
import type { EmailStatus, EmailTransportKind, OutboxQuery } from "@/lib/shared/schemas/email";

const ALL = "all";
const TIME_PATTERN = "MMM d, yyyy HH:mm";

const STATUS_DISPLAY: Record<
  EmailStatus,
  { label: string; variant: "info" | "warning" | "success" | "destructive" }
> = {
  queued: { label: "Queued", variant: "warning" },
  sending: { label: "Sending", variant: "info" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/**
 * Without SMTP a message is delivered to the outbox only: "sent" then means kept here (and printed
 * to the server log), never emailed, and the badge says so.
 */
const KEPT_LABEL = "Kept in the outbox";

function statusLabel(status: EmailStatus, transport: EmailTransportKind): string {
  return status === "sent" && transport === "outbox" ? KEPT_LABEL : STATUS_DISPLAY[status].label;
}

const STATUS_OPTIONS = [
  { value: ALL, label: "All statuses" },
  ...Object.entries(STATUS_DISPLAY).map(([value, { label }]) => ({
    value,
    label: value === "sent" ? `${label} or kept in the outbox` : label,
  })),
];

function StatusBadge({
  status,
  transport,
}: {
  status: EmailStatus;
  transport: EmailTransportKind;
}) {
  return (
    <Badge variant={STATUS_DISPLAY[status].variant} data-status={status} data-transport={transport}>
      {statusLabel(status, transport)}
    </Badge>
  );
}

type OutboxAddress = OutboxQuery & { id?: number | null };

/** The Outbox page below its header: filters, the list, and the selected message. */
export function OutboxView({
  query,
  selectedId,
}: {
  query: OutboxQuery;
  selectedId: number | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const href = (next: OutboxAddress) =>
    withQuery(pathname, {
      status: next.status,
      q: next.q,
      page: next.page > 1 ? next.page : undefined,
      id: next.id ?? undefined,
    });
  const go = (next: OutboxAddress) =>
    startTransition(() => router.replace(href(next), { scroll: false }));

  return (
    <div className="space-y-6">
      <OutboxFilters
        // A new address from outside (back, a link) resets the typed search.
        key={query.q ?? ""}
        query={query}
        pending={pending}
        onChange={(next) => go({ ...next, page: 1, id: selectedId })}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OutboxList
          query={query}
          selectedId={selectedId}
          hrefFor={(id) => href({ ...query, id })}
          onPage={(page) => go({ ...query, page, id: selectedId })}
        />
        {selectedId !== null ? (
          <MessagePanel id={selectedId} closeHref={href({ ...query, id: null })} />
        ) : null}
      </div>
    </div>
  );
}

function OutboxFilters({
  query,
  pending,
  onChange,
}: {
  query: OutboxQuery;
  pending: boolean;
  onChange: (next: OutboxQuery) => void;
}) {
  const [search, setSearch] = useState(query.q ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: search.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Filter messages"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <Field label="Status" id="outbox-status" className="sm:w-48">
        <SimpleSelect
          id="outbox-status"
          value={query.status ?? ALL}
          onValueChange={(value) =>
            onChange({ ...query, status: value === ALL ? undefined : (value as EmailStatus) })
          }
          options={STATUS_OPTIONS}
        />
      </Field>
      <Field label="Recipient address" id="outbox-search" className="sm:w-72">
        <Input
          type="search"
          value={search}
          maxLength={320}
          placeholder="Part of an address"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden /> Search
        </Button>
        {query.q ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setSearch("");
              onChange({ ...query, q: undefined });
            }}
          >
            <X className="size-4" aria-hidden /> Clear search
          </Button>
        ) : null}
      </div>
      {pending ? <Spinner size="sm" label="Updating the list" className="pb-2" /> : null}
    </form>
  );
}

function OutboxList({
  query,
  selectedId,
  hrefFor,
  onPage,
}: {
  query: OutboxQuery;
  selectedId: number | null;
  hrefFor: (id: number) => string;
  onPage: (page: number) => void;
}) {
  const { data, isPending, isError, error } = useOutbox(query);
  if (isPending) return <Spinner label="Loading messages" />;
  if (isError) {
    return <EmptyState title="The messages could not be loaded" description={error.message} />;
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<Mail className="size-10" />}
        title={query.status || query.q ? "No messages match" : "No messages yet"}
        description={
          query.status || query.q
            ? "Try another status or address."
            : "Messages appear here as soon as Pitchside sends them."
        }
      />
    );
  }
  return (
    <section aria-labelledby="outbox-list-title" className="min-w-0">
      <h2 id="outbox-list-title" className="sr-only">
        Messages
      </h2>
      <Table data-testid="outbox-table">
        <TableHeader>
          <TableRow>
            <TableHead>Created</TableHead>
            <TableHead>To</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Attempts</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((item) => {
            const selected = item.id === selectedId;
            return (
              <TableRow
                key={item.id}
                data-email-id={item.id}
                aria-current={selected ? "true" : undefined}
                className={selected ? "bg-muted" : undefined}
              >
                <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
                  <LocalTime iso={item.createdAt} pattern={TIME_PATTERN} />
                </TableCell>
                <TableCell className="max-w-48 truncate" title={item.to}>
                  {item.to}
                </TableCell>
                <TableCell className="max-w-64">
                  <Link
                    href={hrefFor(item.id)}
                    scroll={false}
                    className="font-medium underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {item.subject}
                  </Link>
                </TableCell>
                <TableCell className="text-sm text-muted-foreground">{item.kind}</TableCell>
                <TableCell>
                  <StatusBadge status={item.status} transport={item.transport} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{item.attempts}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <GridPagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={onPage}
      />
    </section>
  );
}

function MessagePanel({ id, closeHref }: { id: number; closeHref: string }) {
  const { data: message, isPending, isError, error } = useOutboxMessage(id);
  const retry = useRetryEmail();
  if (isPending) return <Spinner label="Loading the message" />;
  if (isError) {
    return (
      <EmptyState
        title={error.message || "The message could not be loaded"}
        action={
          <Button asChild variant="outline">
            <Link href={closeHref} scroll={false}>
              Back to the list
            </Link>
          </Button>
        }
      />
    );
  }
  const details: Array<[string, ReactNode]> = [
    ["To", message.to],
    ["Kind", message.kind],
    ["Status", <StatusBadge key="status" status={message.status} transport={message.transport} />],
    ["Created", <LocalTime key="created" iso={message.createdAt} pattern={TIME_PATTERN} />],
    [
      message.transport === "outbox" ? "Kept" : "Sent",
      <LocalTime key="sent" iso={message.sentAt} pattern={TIME_PATTERN} fallback="Not yet" />,
    ],
    ["Attempts", message.attempts],
    ["Transport", message.transport === "smtp" ? "SMTP" : "Outbox (not emailed)"],
  ];
  if (message.messageId) details.push(["Message-ID", message.messageId]);
  return (
    <section
      aria-labelledby="outbox-message-title"
      data-testid="outbox-message"
      className="min-w-0 space-y-4 rounded-xl border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="outbox-message-title" className="text-lg font-semibold break-words">
          {message.subject}
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link href={closeHref} scroll={false}>
            <X className="size-4" aria-hidden /> Close
          </Link>
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {message.lastError ? (
        <p className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm break-words text-destructive">
          <span className="font-medium">Last error: </span>
          {message.lastError}
        </p>
      ) : null}
      {message.status === "failed" ? (
        <Button disabled={retry.isPending} onClick={() => retry.mutate(message.id)}>
          <RotateCcw className="size-4" aria-hidden /> {retry.isPending ? "Retrying…" : "Retry"}
        </Button>
      ) : null}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">As it renders</h3>
        {/* No script runs in the message, and its links cannot navigate the app. */}
        <iframe
          title={`Rendered message: ${message.subject}`}
          sandbox=""
          srcDoc={message.html}
          className="h-[28rem] w-full rounded-md border bg-white"
        />
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Text version</h3>
        <pre
          tabIndex={0}
          aria-label={`Text version of ${message.subject}`}
          className="max-h-80 overflow-auto rounded-md border bg-muted p-3 text-sm break-words whitespace-pre-wrap"
        >
          {message.text}
        </pre>
      </div>
    </section>
  );
}
