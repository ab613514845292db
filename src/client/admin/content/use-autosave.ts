import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { currentVersionOf } from '../components/version-conflict';

/** How long after the last keystroke a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

/** Saves the values into the draft; true when saved, else why not (a conflict is already being asked about). */
export type AutosaveSave = (values: FieldValues) => Promise<true | { failure: string }>;

/**
 * One autosave's outcome, quietly (no toast): true when `save` succeeded, else why not. A version conflict
 * is handed to `onConflict` with the same save over the other editor's change, for the form to ask about.
 */
export async function savedQuietly(
  save: (overwrite: boolean) => Promise<unknown>,
  onConflict: (overwrite: () => Promise<unknown>) => void,
): Promise<true | { failure: string }> {
  try {
    await save(false);
    return true;
  } catch (error) {
    if (currentVersionOf(error) !== undefined) onConflict(() => save(true));
    return { failure: (error as { message?: string } | null)?.message || 'Something went wrong' };
  }
}

// Values as the form holds them, key order aside: what tells a real change from a field re-reporting its value.
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : (item ?? null),
  );

/**
 * An editorial item's draft saving itself (issue 15 item 5, decisions 048 and 050): `AUTOSAVE_DELAY_MS`
 * after the editor stops typing, and when a field loses focus. Only the editor's own changes start it
 * (never a reset or a save's answer), and only values that differ from what the form was last filled
 * with are sent; values the schema refuses wait until fixed; one save runs at a time.
 *
 * While the editor acts by hand (Save draft, Publish, Preview, Discard, Restore…), `hold()` waits for a
 * save under way and keeps any other from starting until `release()`: a hand action never races an
 * autosave, so it names the draft's latest version and no autosave lands after a Discard or Publish.
 */
export function useAutosave(form: UseFormReturn<FieldValues>, schema: z.ZodObject, enabled: boolean, save: AutosaveSave) {
  const [state, setState] = useState<AutosaveState>('idle');
  const [unsaved, setUnsaved] = useState(false);
  const [failure, setFailure] = useState('');
  const edits = useRef(0);
  const held = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The save under way: true when it saved. */
  const running = useRef<Promise<boolean> | null>(null);
  // The latest save function: its draft version moves on with every save, and the timer must use it.
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  /** Whether the form holds anything the draft (the values it was last filled with) does not. */
  const differs = () => stable(form.getValues()) !== stable(form.formState.defaultValues);
  const nothingWaits = () => {
    edits.current = 0;
    setUnsaved(false);
  };

  /** Saves what was typed; true when nothing of it waits any more (saved, nothing to save, or a hand action has it). */
  const saveNow = async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (held.current > 0) return true;
    if (running.current) {
      // What it could not save, this one would not either (a refused save's question was answered No): the next edit tries again.
      if (!(await running.current)) return false;
      return saveNow();
    }
    const startedAt = edits.current;
    if (startedAt === 0) return true;
    if (!differs()) {
      // A field re-reported the value it was given: nothing to send.
      nothingWaits();
      setState((now) => (now === 'pending' ? 'idle' : now));
      return true;
    }
    // A copy: getValues shares its nested objects with the form, which typing goes on changing while this saves.
    const values = structuredClone(form.getValues());
    if (!schema.safeParse(values).success) {
      setState('invalid');
      return false;
    }
    setState('saving');
    running.current = saveRef.current(values).then((outcome) => {
      running.current = null;
      if (outcome !== true) {
        setFailure(outcome.failure);
        setState('failed');
        return false;
      }
      // Typed while it saved: still unsaved, and the next save follows.
      if (edits.current === startedAt) {
        nothingWaits();
        setState('saved');
      } else setState('pending');
      return true;
    });
    return running.current;
  };

  /** Saves everything typed so far, also what was typed while saving; false when some of it could not be saved. */
  const flush = async (): Promise<boolean> => {
    while (enabled && edits.current > 0 && held.current === 0) if (!(await saveNow())) return false;
    return true;
  };

  useEffect(() => {
    if (!enabled) return;
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      edits.current += 1;
      setUnsaved(true);
      setState('pending');
      clearTimeout(timer.current);
      if (held.current === 0) timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
      nothingWaits();
      setState('idle');
    };
    // saveNow reads only refs and the form, which stay the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, form]);

  return {
    state,
    failure,
    unsaved,
    /** Whether the form holds changes the draft has not: the hand action should send them. */
    hasChanges: () => edits.current > 0 && differs(),
    /** A field lost focus: save what was typed now rather than after the delay. */
    onBlur: () => void flush(),
    /** Saves what was typed now (before an action that must include it); false when some of it could not be saved. */
    flush,
    /** The editor acts by hand: stops the timer, waits for a save under way, and starts none until `release()`. */
    hold: async () => {
      held.current += 1;
      clearTimeout(timer.current);
      await running.current;
    },
    /** The hand action is over; `done`: it saved or dropped what was typed, so nothing waits any more. */
    release: (done: boolean) => {
      held.current = Math.max(0, held.current - 1);
      // What was typed and not saved waits for the next change or a field left.
      if (!done) return;
      nothingWaits();
      setState('idle');
    },
  };
}
