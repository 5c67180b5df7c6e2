"use client";

import { useCallback, useEffect, useState } from "react";
import {
  ACTIVATION_STEPS,
  activationStep,
  activationTimerStopped,
} from "@/lib/shared/job-progress";

/**
 * The activation progress display: a step every 3 s up to step 3, no ticking after 15 s,
 * and the display ends 1 s after success.
 */
export function useActivationSteps() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [done, setDone] = useState(false);

  const reset = useCallback(() => {
    setStartedAt(null);
    setElapsed(0);
    setDone(false);
  }, []);

  useEffect(() => {
    if (startedAt === null || done) return;
    const timer = setInterval(() => {
      const now = Date.now() - startedAt;
      setElapsed(now);
      if (activationTimerStopped(now)) clearInterval(timer);
    }, ACTIVATION_STEPS.advanceEveryMs);
    return () => clearInterval(timer);
  }, [startedAt, done]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(reset, ACTIVATION_STEPS.endAfterSuccessMs);
    return () => clearTimeout(timer);
  }, [done, reset]);

  return {
    active: startedAt !== null,
    done,
    /** 0-based step; 4 (all done) once the job has succeeded. */
    current: done ? ACTIVATION_STEPS.lastStep + 1 : activationStep(elapsed),
    start: useCallback(() => {
      setStartedAt(Date.now());
      setElapsed(0);
      setDone(false);
    }, []),
    succeed: useCallback(() => setDone(true), []),
    reset,
  };
}
