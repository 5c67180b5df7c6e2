"use client";

import { useCallback, useEffect, useState } from "react";
import {
  MOCKUP_FINISH_MS,
  MOCKUP_STEP_TIMES_MS,
  mockupStep,
  type RunStep,
} from "@/lib/shared/job-progress";

/** The mockup progress display: fallback timers move the steps at 2, 4 and 6 s and finish at 8 s. */
export function useMockupSteps() {
  const [runId, setRunId] = useState(0);
  const [active, setActive] = useState(false);
  const [step, setStep] = useState<RunStep>(0);

  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timers = [...MOCKUP_STEP_TIMES_MS, MOCKUP_FINISH_MS].map((at) =>
      setTimeout(() => setStep(mockupStep(Date.now() - started)), at),
    );
    return () => timers.forEach(clearTimeout);
  }, [active, runId]);

  return {
    active,
    /** 0–4; 4 once the timers have finished. */
    step,
    start: useCallback(() => {
      setStep(0);
      setActive(true);
      setRunId((id) => id + 1);
    }, []),
    reset: useCallback(() => {
      setActive(false);
      setStep(0);
    }, []),
  };
}
