import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyInput, formatNaira } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { COMPANIES_PAGE_SIZE, type CompaniesFilter, useCompanies } from '../api/get-companies.ts';

/** `?q=&page=`. */
export function companiesFilterFrom(params: URLSearchParams): CompaniesFilter {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return { page: Number.isSafeInteger(page) && page > 0 ? page : 1, q: q ? q : undefined };
}

/** Companies that pay for their staff's rides (docs/decisions/032 and 187). */
export function CompaniesScreen() {
  return (
    <div className="stack">
      <h1>Companies</h1>
      <NewCompanyForm />
      <CompaniesTable />
    </div>
  );
}

function NewCompanyForm() {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const form = useForm<CompanyInput>({ resolver: zodResolver(CompanyInput), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const company = await create.mutateAsync(input);
      await navigate(opsPaths.company(company.id));
    } catch {
      // Shown from create.error below.
    }
  });
  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="new-company-heading">
      <h2 id="new-company-heading">New company</h2>
      <div className="console-filter">
        <TextField
          label="Company name"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" isProcessing={create.isPending}>
          Create company
        </Button>
      </div>
      <FormError message={create.isError ? errorMessage(create.error) : null} />
    </form>
  );
}

function CompaniesTable() {
  const [params, setParams] = useSearchParams();
  const filter = companiesFilterFrom(params);
  const companies = useCompanies(filter);
  return (
    <section className="stack" aria-labelledby="companies-heading">
      <h2 id="companies-heading">All companies</h2>
      <ConsoleSearch
        label="Find a company"
        defaultValue={filter.q ?? ''}
        onSearch={(q) => setParams(q ? { q } : {}, { replace: true })}
      />
      <Loaded query={companies} loading="Loading companies…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={['Company', 'Members', 'Wallet']}
            rows={data}
            row={(company) => (
              <tr key={company.id}>
                <td>
                  <Link to={opsPaths.company(company.id)}>{company.name}</Link>
                </td>
                <td>{company.member_count}</td>
                <td className="nowrap">{formatNaira(company.balance_kobo)}</td>
              </tr>
            )}
            empty="No company matches."
            pager={{
              page: filter.page,
              limit: COMPANIES_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => setParams({ ...(filter.q ? { q: filter.q } : {}), page: String(page) }),
              label: 'Company pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
