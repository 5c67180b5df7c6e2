"use client";

import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { SimpleSelect } from "@/components/ui/simple-select";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useSetImportMapping } from "@/lib/client/hooks/use-imports";
import type { ImportDetail, ImportMapping } from "@/lib/shared/schemas/imports";
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
} from "@/lib/shared/import-vocabulary";

const NOT_IMPORTED = "none";

/** Step 2: which column holds which brand field, proposed from the headers; the name is required. */
export function MappingStep({ detail, onDone }: { detail: ImportDetail; onDone: () => void }) {
  const [mapping, setMapping] = useState<ImportMapping>(detail.mapping);
  const save = useSetImportMapping(detail.id);
  const options = [
    { value: NOT_IMPORTED, label: "Not imported" },
    ...detail.headers.map((header, index) => ({ value: String(index), label: header })),
  ];
  const missingName = mapping.name === undefined;

  const choose = (field: keyof ImportMapping, value: string) =>
    setMapping((current) => {
      const next = { ...current };
      if (value === NOT_IMPORTED) delete next[field];
      else next[field] = Number(value);
      return next;
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Map columns</CardTitle>
        <CardDescription>
          {detail.fileName}: {detail.totalRows.toLocaleString()} rows
          {detail.encoding ? `, read as ${detail.encoding.toUpperCase()}` : ""}. Check which column
          holds each field.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={`map-${field}`}>
                {IMPORT_FIELD_LABELS[field]}
                {field === "name" ? " (required)" : ""}
              </Label>
              <SimpleSelect
                id={`map-${field}`}
                value={mapping[field] === undefined ? NOT_IMPORTED : String(mapping[field])}
                onValueChange={(value) => choose(field, value)}
                options={options}
              />
            </div>
          ))}
        </div>
        {missingName ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{IMPORT_MESSAGES.nameRequired}</AlertDescription>
          </Alert>
        ) : null}
        <div className="overflow-x-auto">
          <Table>
            <TableCaption>The first rows of the file, as read.</TableCaption>
            <TableHeader>
              <TableRow>
                {detail.headers.map((header, index) => (
                  <TableHead key={index}>{header}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.sample.map((cells, row) => (
                <TableRow key={row}>
                  {detail.headers.map((_, index) => (
                    <TableCell key={index} className="max-w-48 truncate">
                      {cells[index] ?? ""}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Button
          disabled={missingName || save.isPending}
          onClick={() => save.mutate(mapping, { onSuccess: onDone })}
        >
          {save.isPending ? "Checking rows…" : "Continue to review"}
        </Button>
      </CardContent>
    </Card>
  );
}
