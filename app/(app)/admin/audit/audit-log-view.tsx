"use client";

import { ScrollText } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { GridPagination } from "@/components/ui/grid-pagination";
import { Input } from "@/components/ui/input";
import { plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { withQuery } from "@/lib/shared/queries/define";
import { useAuditLog } from "@/lib/client/hooks/use-audit-log";
import { useHydrated } from "@/lib/client/use-hydrated";
import { formatPattern } from "@/lib/shared/date-format";
import type { AuditEntryView, AuditLogFilters } from "@/lib/shared/schemas/audit";

const ALL = "all";

/** The audit log: filters kept in the address (?action=&actor=&from=&to=&page=), a table, paging. */
export function AuditLogView({
  filters,
  actions,
}: {
  filters: AuditLogFilters;
  actions: readonly string[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const { data, isFetching } = useAuditLog(filters);
  const go = (next: AuditLogFilters) =>
    startTransition(() => router.replace(withQuery(pathname, { ...next }), { scroll: false }));

  return (
    <div className="space-y-6">
      {/* A new set of filters in the address starts the form from it. */}
      <AuditFilters
        key={JSON.stringify(filters)}
        filters={filters}
        actions={actions}
        onApply={go}
      />
      {pending || isFetching ? <Spinner size="sm" label="Updating the audit log" /> : null}
      {data && data.items.length > 0 ? (
        <>
          <AuditTable entries={data.items} />
          <GridPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => go({ ...filters, page: page > 1 ? page : undefined })}
          />
        </>
      ) : data ? (
        <EmptyState
          icon={<ScrollText />}
          title="No entries"
          description="Nothing recorded matches these filters."
        />
      ) : null}
    </div>
  );
}

function AuditFilters({
  filters,
  actions,
  onApply,
}: {
  filters: AuditLogFilters;
  actions: readonly string[];
  onApply: (filters: AuditLogFilters) => void;
}) {
  const [action, setAction] = useState(filters.action ?? ALL);
  const [actor, setActor] = useState(filters.actor ?? "");
  const [from, setFrom] = useState(filters.from ?? "");
  const [to, setTo] = useState(filters.to ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      action: action === ALL ? undefined : action,
      actor: actor.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  return (
    <form
      aria-label="Audit log filters"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 lg:flex-row lg:items-end"
    >
      <Field label="Action" id="audit-action" className="lg:w-56">
        <SimpleSelect
          id="audit-action"
          value={action}
          onValueChange={setAction}
          options={[{ value: ALL, label: "All actions" }, ...plainOptions(actions)]}
        />
      </Field>
      <Field label="Actor" id="audit-actor" className="lg:w-48">
        <Input
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          placeholder="Username"
          maxLength={255}
        />
      </Field>
      <Field label="From" id="audit-from" className="lg:w-40">
        <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label="To" id="audit-to" className="lg:w-40">
        <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}

const who = (entry: AuditEntryView) => entry.actor?.username ?? "System";

function target(entry: AuditEntryView): string {
  if (!entry.target) return "—";
  const { type, id, label } = entry.target;
  const name = label ?? (id ? `#${id}` : "");
  return [type, name].filter(Boolean).join(" ");
}

function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const hydrated = useHydrated();
  return (
    <Table>
      <TableCaption className="sr-only">Audit log entries, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-action={entry.action}>
            <TableCell className="whitespace-nowrap">
              {/* The browser's zone: rendered once hydrated, never on the server. */}
              <time dateTime={entry.createdAt}>
                {hydrated ? formatPattern(new Date(entry.createdAt), "MMM d, yyyy HH:mm:ss") : "…"}
              </time>
            </TableCell>
            <TableCell>
              <Badge variant="secondary" className="font-mono">
                {entry.action}
              </Badge>
            </TableCell>
            <TableCell>{who(entry)}</TableCell>
            <TableCell>{target(entry)}</TableCell>
            <TableCell className="max-w-md text-sm break-words whitespace-normal text-muted-foreground">
              {entry.summary || "—"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
