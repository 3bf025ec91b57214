/** A free-guides request (seed 001 §3 Lead), as `POST /api/capture-lead` takes it. */
export interface Lead {
  firstName: string;
  email: string;
}

/** One free guide in the server's answer. */
export interface FreeGuide {
  title: string;
  url: string;
}

export interface CaptureLeadResponse {
  success: boolean;
  guides: FreeGuide[];
}
