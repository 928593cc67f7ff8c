import { zodResolver } from '@hookform/resolvers/zod';
import { OpsRouteInput } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRoute } from '../api/create-route.ts';
import { ROUTES_PAGE_SIZE, useRoutes } from '../api/get-routes.ts';
import { RouteFields } from './network-form-fields.tsx';
import { RouteStopsFieldset } from './route-stops-fieldset.tsx';
import { LAGOS_CITY_ID } from './stops-section.tsx';

/** The routes: searched and paged on the server; each opens on its own page. */
export function RoutesSection() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const routes = useRoutes({ page, q });

  return (
    <section className="stack" aria-labelledby="routes-heading">
      <div className="console-heading">
        <h2 id="routes-heading">Routes</h2>
        {creating ? null : <Button onClick={() => setCreating(true)}>New route</Button>}
      </div>
      {creating ? <RouteForm onCancel={() => setCreating(false)} /> : null}
      <ConsoleSearch
        label="Find a route"
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <Loaded query={routes} loading="Loading routes…">
        {({ data, meta }) => (
          <ConsoleTable
            label="Route list"
            columns={['Code', 'Name', 'Stops', 'Departures', 'Visibility', 'Status']}
            rows={data}
            row={(route) => (
              <tr key={route.id}>
                <td className="nowrap">
                  <Link to={opsPaths.route(route.id)}>{route.code}</Link>
                </td>
                <td>{route.name}</td>
                <td>{route.stops.map((stop) => stop.name).join(' → ')}</td>
                <td>{route.itinerary_count}</td>
                <td>{route.visibility === 'public' ? 'Public' : 'Private'}</td>
                <td>{route.active ? 'Active' : 'Inactive'}</td>
              </tr>
            )}
            empty="No route matches."
            pager={{
              page,
              limit: ROUTES_PAGE_SIZE,
              total: meta.total,
              onPage: setPage,
              label: 'Routes pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}

/** A new route with its stops in order: who may board or alight, minutes from the first stop. */
function RouteForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateRoute();
  const form = useForm<OpsRouteInput>({
    resolver: zodResolver(OpsRouteInput),
    defaultValues: {
      code: '',
      name: '',
      city_id: LAGOS_CITY_ID,
      visibility: 'public',
      corporate_id: null,
      stops: [
        { stop_id: Number.NaN, minutes_from_start: 0, pickup: true, dropoff: false },
        { stop_id: Number.NaN, minutes_from_start: 15, pickup: false, dropoff: true },
      ],
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const route = await create.mutateAsync(input);
      navigate(opsPaths.route(route.id));
    } catch {
      // Shown from create.error below.
    }
  });

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="new-route-heading">
      <h3 id="new-route-heading">New route</h3>
      <div className="console-form">
        <TextField label="Code" autoComplete="off" error={errors.code?.message} {...form.register('code')} />
        <RouteFields form={form} />
      </div>
      <RouteStopsFieldset form={form} />
      <FormError message={create.isError ? errorMessage(create.error) : null} />
      <div className="console-form__buttons">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isProcessing={create.isPending}>
          Create route
        </Button>
      </div>
    </form>
  );
}
