/**
 * Short-lived signed tickets that carry a proven step to the next call: "this e-mail was verified" to register,
 * "this code was right" to reset a password. Each names its purpose so one can never stand in for another.
 */
import { SignJWT, jwtVerify } from 'jose';

export type TicketPurpose = 'register' | 'reset';

export interface Ticket {
  purpose: TicketPurpose;
  email: string;
  role: string;
  otpId: number;
}

export async function signTicket(secret: Uint8Array, ticket: Ticket, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...ticket })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(`ticket:${ticket.purpose}`)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

export async function verifyTicket(secret: Uint8Array, purpose: TicketPurpose, token: string): Promise<Ticket | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: `ticket:${purpose}` });
    const { email, role, otpId } = payload as Partial<Ticket>;
    if (typeof email !== 'string' || typeof role !== 'string' || typeof otpId !== 'number') return null;
    return { purpose, email, role, otpId };
  } catch {
    return null;
  }
}
