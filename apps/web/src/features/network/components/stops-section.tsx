import { zodResolver } from '@hookform/resolvers/zod';
import { type OpsStop, OpsStopInput } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateStop } from '../api/create-stop.ts';
import { STOPS_PAGE_SIZE, useStops } from '../api/get-stops.ts';
import { useUpdateStop } from '../api/update-stop.ts';

/** Lagos: the one city served. */
export const LAGOS_CITY_ID = 1;

type StopEditor = { stop: OpsStop | null } | null;

/** The stops: searched and paged on the server, created and edited in a dialog. */
export function StopsSection() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const stops = useStops({ page, q });
  const [editor, setEditor] = useState<StopEditor>(null);

  return (
    <section className="stack" aria-labelledby="stops-heading">
      <div className="console-heading">
        <h2 id="stops-heading">Stops</h2>
        <Button onClick={() => setEditor({ stop: null })}>New stop</Button>
      </div>
      <ConsoleSearch
        label="Find a stop"
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <Loaded query={stops} loading="Loading stops…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={[
              'Name',
              'Location',
              'Latitude, longitude',
              'Routes',
              'Status',
              { label: 'Actions', hidden: true },
            ]}
            rows={data}
            row={(stop) => (
              <tr key={stop.id}>
                <td>{stop.name}</td>
                <td>{stop.location}</td>
                <td className="nowrap">
                  {stop.latitude}, {stop.longitude}
                </td>
                <td>{stop.route_count}</td>
                <td>{stop.active ? 'Active' : 'Inactive'}</td>
                <td>
                  <Button variant="ghost" onClick={() => setEditor({ stop })}>
                    Edit<span className="visually-hidden"> {stop.name}</span>
                  </Button>
                </td>
              </tr>
            )}
            empty="No stop matches."
            pager={{ page, limit: STOPS_PAGE_SIZE, total: meta.total, onPage: setPage, label: 'Stops pages' }}
          />
        )}
      </Loaded>
      {editor ? (
        <Modal
          title={editor.stop ? `Edit ${editor.stop.name}` : 'New stop'}
          isOpen
          onClose={() => setEditor(null)}
        >
          <StopForm stop={editor.stop} onDone={() => setEditor(null)} />
        </Modal>
      ) : null}
    </section>
  );
}

const asNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));

function StopForm({ stop, onDone }: { stop: OpsStop | null; onDone: () => void }) {
  const create = useCreateStop();
  const update = useUpdateStop();
  const saving = stop ? update : create;
  const form = useForm<OpsStopInput>({
    resolver: zodResolver(OpsStopInput),
    defaultValues: stop
      ? {
          name: stop.name,
          location: stop.location,
          latitude: stop.latitude,
          longitude: stop.longitude,
          city_id: stop.city_id,
          active: stop.active,
        }
      : { name: '', location: '', city_id: LAGOS_CITY_ID, active: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (stop) await update.mutateAsync({ id: stop.id, patch: input });
      else await create.mutateAsync(input);
      onDone();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h2>{stop ? `Edit ${stop.name}` : 'New stop'}</h2>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Location"
        autoComplete="off"
        hint="The landmark riders look for."
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextField
        label="Latitude"
        inputMode="decimal"
        hint="About 6.4 in Lagos."
        error={errors.latitude?.message}
        {...form.register('latitude', { setValueAs: asNumber })}
      />
      <TextField
        label="Longitude"
        inputMode="decimal"
        hint="About 3.4 in Lagos."
        error={errors.longitude?.message}
        {...form.register('longitude', { setValueAs: asNumber })}
      />
      <label className="checkbox">
        <input type="checkbox" {...form.register('active')} /> Active (riders can book it)
      </label>
      <FormError message={saving.isError ? errorMessage(saving.error) : null} />
      <div className="console-form__buttons">
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" isProcessing={saving.isPending}>
          {stop ? 'Save stop' : 'Create stop'}
        </Button>
      </div>
    </form>
  );
}
