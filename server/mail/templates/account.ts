/** The account e-mails, in the user's language. */
import type { Language } from '../../../common/locales/index.js';
import { layout, type Mail } from './layout.js';

export type OtpPurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';

/**
 * The code is in the body only, never in the subject: subjects show on lock screens and in notification previews.
 */
export function otpMail(lng: Language, code: string, purpose: OtpPurpose): Mail {
  if (lng === 'id') {
    return purpose === 'SIGN_UP'
      ? layout(lng, 'Kode verifikasi Orbit Jobs Anda', [
          'Gunakan kode ini untuk memverifikasi email Anda:',
          `[code]${code}`,
          'Kode berlaku selama 2 menit. Jika Anda tidak mendaftar di Orbit Jobs, abaikan email ini.',
        ])
      : layout(lng, 'Kode atur ulang kata sandi Anda', [
          'Gunakan kode ini untuk mengatur ulang kata sandi Anda:',
          `[code]${code}`,
          'Kode berlaku selama 2 menit. Jika Anda tidak meminta ini, abaikan email ini: kata sandi Anda tetap sama.',
        ]);
  }
  return purpose === 'SIGN_UP'
    ? layout(lng, 'Your Orbit Jobs verification code', [
        'Use this code to verify your e-mail:',
        `[code]${code}`,
        'It is valid for 2 minutes. If you did not sign up for Orbit Jobs, ignore this e-mail.',
      ])
    : layout(lng, 'Your password reset code', [
        'Use this code to reset your password:',
        `[code]${code}`,
        'It is valid for 2 minutes. If you did not ask for this, ignore this e-mail: your password stays the same.',
      ]);
}

export function welcomeMail(lng: Language, name: string, role: string): Mail {
  const employer = role === 'EMPLOYER';
  if (lng === 'id') {
    return layout(lng, 'Selamat datang di Orbit Jobs', [
      `Halo ${name},`,
      employer
        ? 'Akun pemberi kerja Anda sudah dibuat. Administrator kami akan meninjau profil Anda; Anda dapat memasang lowongan setelah disetujui. Kami akan mengabari Anda lewat email.'
        : 'Akun Anda sudah siap. Lengkapi profil Anda agar pemberi kerja dapat menemukan Anda, lalu mulai melamar pekerjaan.',
    ]);
  }
  return layout(lng, 'Welcome to Orbit Jobs', [
    `Hello ${name},`,
    employer
      ? 'Your employer account has been created. Our administrators will review your profile; you can post jobs once it is approved. We will let you know by e-mail.'
      : 'Your account is ready. Complete your profile so employers can find you, then start applying to jobs.',
  ]);
}

/**
 * An administrator's decision on an employer. An approval leads straight to the first job post: a link when the
 * server knows its public address (SITE_URL), else the way there from the dashboard.
 */
export function approvalMail(lng: Language, name: string, approved: boolean, siteUrl?: string): Mail {
  const postLink = siteUrl ? [`[link]${siteUrl}/employer/job-type`] : [];
  if (lng === 'id') {
    return approved
      ? layout(lng, 'Profil pemberi kerja Anda telah disetujui', [
          `Halo ${name},`,
          'Kabar baik: administrator telah menyetujui profil Anda. Sekarang Anda dapat memasang lowongan di Orbit Jobs.',
          siteUrl
            ? 'Pasang lowongan pertama Anda di sini:'
            : 'Masuk, lalu pilih Pasang lowongan di dasbor Anda untuk memasang lowongan pertama.',
          ...postLink,
        ])
      : layout(lng, 'Profil pemberi kerja Anda tidak disetujui', [
          `Halo ${name},`,
          'Maaf, administrator tidak dapat menyetujui profil Anda. Balas email ini atau hubungi tim dukungan kami untuk mengetahui alasannya.',
        ]);
  }
  return approved
    ? layout(lng, 'Your employer profile has been approved', [
        `Hello ${name},`,
        'Good news: an administrator approved your profile. You can now post jobs on Orbit Jobs.',
        siteUrl
          ? 'Post your first job here:'
          : 'Sign in and choose Post a job on your dashboard to post your first job.',
        ...postLink,
      ])
    : layout(lng, 'Your employer profile was not approved', [
        `Hello ${name},`,
        'Sorry, an administrator could not approve your profile. Reply to this e-mail or contact our support team to learn why.',
      ]);
}

export function passwordChangedMail(lng: Language, name: string): Mail {
  return lng === 'id'
    ? layout(lng, 'Kata sandi Anda telah diubah', [
        `Halo ${name},`,
        'Kata sandi akun Orbit Jobs Anda baru saja diubah dan semua sesi lain telah dikeluarkan.',
        'Jika bukan Anda yang melakukannya, segera atur ulang kata sandi Anda dan hubungi tim dukungan kami.',
      ])
    : layout(lng, 'Your password has been changed', [
        `Hello ${name},`,
        'The password of your Orbit Jobs account was just changed and every other session was signed out.',
        'If this was not you, reset your password at once and contact our support team.',
      ]);
}

/** Sign-in to the account was paused after repeated wrong passwords: the owner should know, once per pause. */
export function loginLockedMail(lng: Language, name: string, minutes: number): Mail {
  return lng === 'id'
    ? layout(lng, 'Upaya masuk yang gagal ke akun Orbit Jobs Anda', [
        `Halo ${name},`,
        `Seseorang memasukkan kata sandi yang salah untuk akun Anda beberapa kali berturut-turut, jadi kami menjeda proses masuk selama ${minutes} menit.`,
        'Jika itu Anda, tunggu sebentar lalu coba lagi, atau atur ulang kata sandi Anda agar dapat langsung masuk. Jika bukan Anda, sebaiknya atur ulang kata sandi Anda sekarang.',
      ])
    : layout(lng, 'Failed sign-in attempts on your Orbit Jobs account', [
        `Hello ${name},`,
        `Someone entered a wrong password for your account several times in a row, so we paused sign-in for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        'If that was you, wait a moment and try again, or reset your password to sign in right away. If it was not you, we recommend resetting your password now.',
      ]);
}
