"use client";

import { useMutation } from "@tanstack/react-query";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";
import { ApiError, apiRequest } from "../api";
import { useImageFile } from "../use-image-file";
import { toast } from "../use-toast";

/**
 * A logo upload's failure text: the server's message, else 'Failed to upload logo'; when the
 * server was not reached, 'An error occurred while uploading the logo.'
 */
export function uploadFailure(error: Error): string {
  if (error instanceof ApiError && error.status > 0)
    return error.message || UPLOAD_MESSAGES.logoFailed;
  return UPLOAD_MESSAGES.logoError;
}

/**
 * A logo chosen in the browser (checked there first, see useImageFile) and its upload to `path`
 * (multipart field `logo`). `upload()` refuses when no file is chosen; a success runs
 * `onUploaded` with the server's answer, announces `uploaded` and empties the chooser; a failure
 * is announced and keeps the file for another try.
 */
export function useLogoUpload<T>({
  path,
  uploaded,
  onUploaded,
  preview = false,
}: {
  path: string;
  /** The success toast. */
  uploaded: { title: string; description: string };
  onUploaded: (result: T) => void;
  /** Keep an object URL of the chosen file to show before uploading. */
  preview?: boolean;
}) {
  const image = useImageFile({ preview });
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("logo", file);
      return apiRequest<T>("POST", path, form);
    },
    onSuccess: (result) => {
      onUploaded(result);
      toast({ ...uploaded, variant: "success" });
    },
    onError: (error) =>
      toast({
        title: UPLOAD_MESSAGES.failedTitle,
        description: uploadFailure(error),
        variant: "destructive",
      }),
  });
  const upload = () => {
    if (!image.file) return image.refuse(UPLOAD_MESSAGES.noFile);
    mutation.mutate(image.file, { onSuccess: image.clear });
  };
  return { ...image, upload, uploading: mutation.isPending };
}

export type LogoUpload = ReturnType<typeof useLogoUpload>;
