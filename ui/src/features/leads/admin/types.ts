/** Someone who asked for the free guides (`GET /api/admin/leads`): one row per email address. */
export interface Lead {
  id: number;
  firstName: string;
  email: string;
  /** The first request. */
  createdAt: string;
  /** The latest request. */
  lastRequestAt: string;
  /** How many times this address asked for the guides. */
  requests: number;
}

/** `GET /api/admin/leads`. */
export interface AdminLeads {
  leads: Lead[];
  total: number;
}
