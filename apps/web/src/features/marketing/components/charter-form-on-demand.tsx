import { CHARTER_MINUTES, HOURS, MESSAGES, PERIODS } from '@shuttle/contracts';
import { type ComponentType, useDeferredValue } from 'react';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { useFormOnDemand } from '../../../lib/form-on-demand.ts';
import { withChunkTimeout } from '../../../lib/lazy-route.ts';
import type { StopOption } from '../lib/bus-stop-options.ts';
import {
  CHARTER_DEFAULTS,
  type CharterDraft,
  type CharterPrefill,
  charterStart,
  readCharterDraft,
  splitTime,
  WithToday,
} from './charter-draft.ts';
import { CharterPassengers } from './charter-vehicle.tsx';
import { TimeFieldset } from './form-controls.tsx';
import './marketing.css';

interface FullCharterProps {
  stops: StopOption[];
  prefill?: CharterPrefill | undefined;
  draft: CharterDraft;
}

export type FullCharter = ComponentType<FullCharterProps>;

/**
 * The charter form with react-hook-form, its check and its sending: asked for when the visitor
 * turns to the form (docs/decisions/291).
 */
const loadFullCharter = withChunkTimeout(
  (): Promise<FullCharter> => import('./charter-form.tsx').then((module) => module.CharterForm),
);

interface CharterFormOnDemandProps {
  stops: StopOption[];
  prefill?: CharterPrefill | undefined;
  loadCharter?: () => Promise<FullCharter>;
}

/**
 * /charter's request form (docs/decisions/291): the same fields, labels and layout as
 * `CharterForm`, drawn as plain inputs, so that react-hook-form and its mount re-render are not
 * part of the page's hydration. The first tap, focus or send downloads the full form, which
 * replaces this one with what was entered, the field the visitor was in, and a send that was
 * waiting.
 */
export function CharterFormOnDemand({
  stops,
  prefill,
  loadCharter = loadFullCharter,
}: CharterFormOnDemandProps) {
  const { full, isSending, formProps } = useFormOnDemand({
    load: loadCharter,
    readDraft: readCharterDraft,
    onSendFailed: () => showToast('error', MESSAGES.genericError),
  });
  // The stops arrive once the page has hydrated: their options render in a transition, in slices.
  const stopChoices = useDeferredValue(stops);
  const start = charterStart(prefill);

  if (full) return <full.Form stops={stops} prefill={prefill} draft={full.draft} />;

  return (
    <form {...formProps} noValidate className="stack charter-form">
      <div className="grid-2">
        <ContactFields register={(name) => ({ name, defaultValue: start[name] })} errors={{}} />
      </div>
      <div className="grid-2">
        <SelectField
          label="Departure bus stop"
          placeholder="Choose where we pick you up"
          options={stopChoices}
          name="pickup_address"
          defaultValue=""
        />
        <SelectField
          label="Arrival bus stop"
          placeholder="Choose where you are going"
          options={stopChoices}
          name="dropoff_address"
          defaultValue=""
        />
      </div>
      <DayAndTime date="pickup_date" dateLabel="Pick-up date" time="pickup_time" timeLegend="Pick-up time" />
      <DayAndTime
        date="return_date"
        dateLabel="Return date (optional)"
        time="return_time"
        timeLegend="Return time"
      />
      <CharterPassengers
        passengers={CHARTER_DEFAULTS.passengers}
        name="passengers"
        defaultValue={CHARTER_DEFAULTS.passengers}
      />
      <Button type="submit" isProcessing={isSending}>
        Submit Request
      </Button>
    </form>
  );
}

interface DayAndTimeProps {
  date: 'pickup_date' | 'return_date';
  dateLabel: string;
  time: 'pickup_time' | 'return_time';
  timeLegend: string;
}

/** A day and its time on one row, as the full form lays them out. */
function DayAndTime({ date, dateLabel, time, timeLegend }: DayAndTimeProps) {
  return (
    <div className="grid-2">
      <WithToday>{(today) => <TextField label={dateLabel} type="date" min={today} name={date} />}</WithToday>
      <TimeParts name={time} legend={timeLegend} />
    </div>
  );
}

/** A time's three selects, named `<field>-hour`, `-minute`, `-period` for the draft to read. */
function TimeParts({ name, legend }: { name: 'pickup_time' | 'return_time'; legend: string }) {
  const { hour, minute, period } = splitTime(CHARTER_DEFAULTS[name]);
  return (
    <TimeFieldset
      legend={legend}
      hours={HOURS}
      minutes={CHARTER_MINUTES}
      periods={PERIODS}
      hour={{ name: `${name}-hour`, defaultValue: hour }}
      minute={{ name: `${name}-minute`, defaultValue: minute }}
      period={{ name: `${name}-period`, defaultValue: period }}
    />
  );
}
