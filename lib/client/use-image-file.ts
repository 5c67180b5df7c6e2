"use client";

import { useEffect, useRef, useState } from "react";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@/lib/shared/uploads";
import { toast } from "./use-toast";

/**
 * An image chosen for upload, checked in the browser for a quick answer (an image type, at most
 * 5 MB; the server checks the bytes again). A refused file is announced and the input emptied.
 * With `preview`, an object URL of the chosen file (revoked when it changes).
 */
export function useImageFile({ preview: withPreview = false }: { preview?: boolean } = {}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const clear = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  };
  const refuse = (message: { title: string; description: string }) => {
    toast({ ...message, variant: "destructive" });
    clear();
  };
  /** Take the chosen file if it passes; nothing chosen changes nothing. */
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) return refuse(UPLOAD_MESSAGES.invalidType);
    if (chosen.size > MAX_IMAGE_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);
    setFile(chosen);
    if (withPreview) setPreview(URL.createObjectURL(chosen));
  };

  return { file, preview, input, choose, clear, refuse };
}
