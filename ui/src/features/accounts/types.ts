/** The signed-in account from `GET /api/auth/user`. */
export interface User {
  id: number | string;
  username: string;
  email: string;
  role: 'admin' | 'member';
}

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration extends Credentials {
  email: string;
}
