import type * as v from 'valibot';
import type { UserType } from '../../../common/constants/roles.js';
import type { publicUser as publicUserSchema } from '../../../common/schemas/answers/accounts.js';
import type { Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database, NewUser, User, UserTable } from '../../db/database.js';
import { publicUrl } from '../files/urls.js';

type Conn = Db | Transaction<Database>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Conn, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Conn, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

// Addresses and numbers of deleted accounts stay taken (the unique indexes include them): a deleted account's
// history still names them, and reusing them would hand it to someone else.
export async function emailTaken(db: Conn, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return !!row;
}

export async function phoneTaken(db: Conn, phoneCode: string, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phoneCode', '=', phoneCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return !!row;
}

export async function insertUser(db: Conn, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setPassword(db: Conn, userId: number, passwordHash: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/** What the client may know about a user (never the password hash). */
/** The user as the API shows it (common/schemas/answers: never the hash or internal columns). */
export function publicUser(user: User): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    role: user.role as UserType,
    userType: user.role as UserType,
    email: user.email,
    fullName: user.fullName,
    phoneCode: user.phoneCode,
    phone: user.phone,
    companyName: user.companyName,
    status: user.status as PublicUser['status'],
    isEmailVerified: user.isEmailVerified === 1,
    lng: user.lng,
    pictureUrl: publicUrl(user.picturePath),
    createdAt: user.createdAt,
  };
}
export type PublicUser = v.InferOutput<typeof publicUserSchema>;

/** The signed-in person's own details (name, phone, picture). */
export async function updateUserDetails(
  db: Db,
  userId: number,
  values: Pick<Updateable<UserTable>, 'fullName' | 'phoneCode' | 'phone' | 'picturePath'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Another account holding this phone number (deleted accounts keep theirs: the unique index includes them). */
export async function phoneHeldByOther(
  db: Db,
  userId: number,
  phoneCode: string,
  phone: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phoneCode', '=', phoneCode)
    .where('phone', '=', phone)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return !!row;
}
