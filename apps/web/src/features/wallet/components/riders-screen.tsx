import { formatNaira } from '@shuttle/contracts';
import { Link, useSearchParams } from 'react-router';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users.ts';

/** `?q=&page=`. */
export function ridersFilterFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** Riders by name, email or phone, paged on the server. */
export function RidersScreen() {
  const [params, setParams] = useSearchParams();
  const filter = ridersFilterFrom(params);
  const users = useUsers(filter);
  return (
    <div className="stack">
      <h1>Riders</h1>
      <ConsoleSearch
        label="Search by name, email or phone"
        defaultValue={filter.q}
        onSearch={(q) => setParams(q ? { q } : {}, { replace: true })}
      />
      <Loaded query={users} loading="Loading riders…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={['Name', 'Email', 'Phone', 'Wallet']}
            rows={data}
            row={(user) => (
              <tr key={user.id}>
                <td>
                  <Link to={opsPaths.rider(user.id)}>
                    {user.fname} {user.lname}
                  </Link>
                </td>
                <td>{user.email}</td>
                <td className="nowrap">{user.phone}</td>
                <td className="nowrap">{formatNaira(user.balance_kobo)}</td>
              </tr>
            )}
            empty="Nobody matches."
            pager={{
              page: filter.page,
              limit: USERS_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => setParams({ ...(filter.q ? { q: filter.q } : {}), page: String(page) }),
              label: 'Riders pages',
            }}
          />
        )}
      </Loaded>
    </div>
  );
}
