import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { LEADS_CSV_URL, useAdminLeads, useDeleteLead } from './api/leads-admin';
import type { Lead } from './types';
import '@/components/admin.css';

/** Who asked for the free guides, and how often: delete, CSV. */
export function LeadsAdmin() {
  const leads = useAdminLeads();
  const remove = useDeleteLead();

  function onDelete(lead: Lead) {
    const who = `${lead.firstName} (${lead.email})`;
    if (!window.confirm(`Delete ${who} from the free-guide requests? This cannot be undone.`)) return;
    remove.mutate(lead.id, {
      onSuccess: () => toast({ title: 'Request deleted', description: `${who} was deleted.` }),
      onError: (err) => toast({ title: 'Failed to delete the request', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="admin-leads-title" className="admin-subsection">
      <div className="admin-section-head">
        <h3 id="admin-leads-title">Leads</h3>
        <a className="btn btn--secondary" href={LEADS_CSV_URL} download>
          Download CSV
        </a>
      </div>
      <p className="admin-muted">Free-guide requests: who asked for the free guides, and how often. Asking again updates the same row.</p>
      <QueryState query={leads} what="free-guide requests">
        {(data) =>
          data.leads.length === 0 ? (
            <p className="admin-empty">No one has asked for the free guides yet.</p>
          ) : (
            <div className="table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">Free-guide requests</caption>
                <thead>
                  <tr>
                    <th scope="col">First name</th>
                    <th scope="col">Email</th>
                    <th scope="col">First request</th>
                    <th scope="col">Last request</th>
                    <th scope="col">Requests</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.leads.map((lead) => (
                    <tr key={lead.id}>
                      <td>{lead.firstName}</td>
                      <td>{lead.email}</td>
                      <td>
                        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
                      </td>
                      <td>
                        <time dateTime={lead.lastRequestAt}>{formatDate(lead.lastRequestAt)}</time>
                      </td>
                      <td>{lead.requests}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn--danger"
                          aria-label={`Delete ${lead.firstName} (${lead.email})`}
                          disabled={remove.isPending && remove.variables === lead.id}
                          onClick={() => onDelete(lead)}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
