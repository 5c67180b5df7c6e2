"use client";

import { ExternalLink, Mail, Pencil, Phone, Plus, Star, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import {
  useDeleteContact,
  useMakePrimaryContact,
  useSaveContact,
  useSponsorContacts,
} from "@/lib/client/hooks/use-contacts";
import { useZodForm } from "@/lib/client/use-form";
import {
  contactFormSchema,
  type ContactFormValues,
  type ContactView,
} from "@/lib/shared/schemas/contact";

/**
 * The people a seller deals with at a sponsor: the primary contact first, with title, email,
 * phone and LinkedIn; add, edit, make primary and delete. Used on the sponsor's detail page and
 * its interactions page.
 */
export function ContactsCard({
  sponsorId,
  sponsorName,
}: {
  sponsorId: number;
  sponsorName: string;
}) {
  const { data, isLoading, isError, error, refetch } = useSponsorContacts(sponsorId);
  const [editing, setEditing] = useState<ContactView | "new" | null>(null);
  const [deleting, setDeleting] = useState<ContactView | null>(null);
  const contacts = data ?? [];
  return (
    <Card className="h-fit">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">Contacts</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden /> Add Contact
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">Could not load contacts: {error.message}</p>
            <Button variant="outline" size="sm" onClick={() => refetch()}>
              Try Again
            </Button>
          </div>
        ) : contacts.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<UserRound />}
            title="No contacts yet"
            description={`Add the people you deal with at ${sponsorName}.`}
          />
        ) : (
          <ul className="space-y-3" aria-label={`Contacts at ${sponsorName}`}>
            {contacts.map((contact) => (
              <ContactItem
                key={contact.id}
                sponsorId={sponsorId}
                contact={contact}
                onEdit={() => setEditing(contact)}
                onDelete={() => setDeleting(contact)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ContactDialog
        sponsorId={sponsorId}
        sponsorName={sponsorName}
        contact={editing && editing !== "new" ? editing : undefined}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteContactDialog
        sponsorId={sponsorId}
        contact={deleting}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

function ContactItem({
  sponsorId,
  contact,
  onEdit,
  onDelete,
}: {
  sponsorId: number;
  contact: ContactView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const makePrimary = useMakePrimaryContact(sponsorId);
  return (
    <li className="flex gap-3 rounded-lg border border-border p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{contact.name}</h3>
          {contact.isPrimary ? <Badge variant="info">Primary</Badge> : null}
        </div>
        {contact.title ? <p className="text-sm text-muted-foreground">{contact.title}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {contact.email ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={`mailto:${contact.email}`}
            >
              <Mail className="size-3.5" aria-hidden /> {contact.email}
            </a>
          ) : null}
          {contact.phone ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
            >
              <Phone className="size-3.5" aria-hidden /> {contact.phone}
            </a>
          ) : null}
          {contact.linkedinUrl ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={contact.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink className="size-3.5" aria-hidden /> LinkedIn
            </a>
          ) : null}
        </div>
        {contact.notes ? (
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
            {contact.notes}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {contact.isPrimary ? null : (
          <Button
            variant="ghost"
            size="icon"
            disabled={makePrimary.isPending}
            onClick={() => makePrimary.mutate(contact.id)}
            aria-label={`Make ${contact.name} primary`}
            title="Make primary"
          >
            <Star className="size-4" aria-hidden />
          </Button>
        )}
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${contact.name}`}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${contact.name}`}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function ContactDialog({
  sponsorId,
  sponsorName,
  contact,
  open,
  onOpenChange,
}: {
  sponsorId: number;
  sponsorName: string;
  contact?: ContactView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{contact ? "Edit Contact" : "Add Contact"}</DialogTitle>
          <DialogDescription>
            {contact
              ? `Change ${contact.name}'s details.`
              : `Add a person you deal with at ${sponsorName}.`}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each form starts from the contact it edits. */}
        {open ? (
          <ContactForm sponsorId={sponsorId} contact={contact} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const initialValues = (contact?: ContactView): ContactFormValues => ({
  firstName: contact?.firstName ?? "",
  lastName: contact?.lastName ?? "",
  title: contact?.title ?? "",
  email: contact?.email ?? "",
  phone: contact?.phone ?? "",
  linkedinUrl: contact?.linkedinUrl ?? "",
  notes: contact?.notes ?? "",
  isPrimary: contact?.isPrimary ?? false,
});

function ContactForm({
  sponsorId,
  contact,
  onDone,
}: {
  sponsorId: number;
  contact?: ContactView;
  onDone: () => void;
}) {
  const form = useZodForm(contactFormSchema, initialValues(contact));
  const save = useSaveContact(sponsorId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    save.mutate(
      { id: contact?.id, ...input },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!form.applyServerError(error)) form.setErrors({ firstName: error.message });
        },
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-4">
        <Field label="First name" error={form.errors.firstName}>
          <Input autoComplete="off" {...form.bind("firstName")} />
        </Field>
        <Field label="Last name" error={form.errors.lastName}>
          <Input autoComplete="off" {...form.bind("lastName")} />
        </Field>
      </div>
      <Field label="Title" error={form.errors.title}>
        <Input placeholder="Head of Sponsorship" {...form.bind("title")} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="off" {...form.bind("email")} />
        </Field>
        <Field label="Phone" error={form.errors.phone}>
          <Input type="tel" autoComplete="off" {...form.bind("phone")} />
        </Field>
      </div>
      <Field label="LinkedIn URL" error={form.errors.linkedinUrl}>
        <Input
          type="url"
          placeholder="https://www.linkedin.com/in/..."
          {...form.bind("linkedinUrl")}
        />
      </Field>
      <Field label="Notes" error={form.errors.notes}>
        <Textarea rows={3} {...form.bind("notes")} />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="contact-primary"
          checked={form.values.isPrimary === true}
          onCheckedChange={(value) => form.setField("isPrimary", value === true)}
        />
        <Label htmlFor="contact-primary" className="font-normal">
          Primary contact
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : contact ? "Save Changes" : "Add Contact"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteContactDialog({
  sponsorId,
  contact,
  onClose,
}: {
  sponsorId: number;
  contact: ContactView | null;
  onClose: () => void;
}) {
  const remove = useDeleteContact(sponsorId);
  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Contact?"
      description={
        contact?.isPrimary
          ? `${contact.name} will be removed for your whole team. Interactions with them stay in the log. No other contact becomes primary.`
          : `${contact?.name ?? "This contact"} will be removed for your whole team. Interactions with them stay in the log.`
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      destructive
      stayOpen
      onConfirm={() => contact && remove.mutate(contact.id, { onSettled: onClose })}
    />
  );
}
