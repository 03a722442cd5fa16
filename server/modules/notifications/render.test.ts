import { describe, expect, it } from 'vitest';
import {
  IN_PROGRESS_STATUSES,
  NOTIFICATION_MAILED,
  NOTIFICATION_TYPE_LIST,
  NOTIFICATION_TYPES_FOR,
} from '../../../common/constants/notifications.js';
import en from '../../../common/locales/en/notices.json';
import id from '../../../common/locales/id/notices.json';
import { noticeText, renderNotice } from './render.js';

describe('renderNotice', () => {
  it('writes each type in both languages, every placeholder filled', () => {
    const params = {
      jobTitle: 'Kasir',
      candidateName: 'Rina',
      company: 'PT Maju Jaya',
      status: 'HIRED',
      message: '',
      searchName: 'Kasir Jakarta',
      count: 3,
    };
    for (const type of NOTIFICATION_TYPE_LIST)
      for (const lng of ['en', 'id'] as const) {
        const { title, body } = renderNotice(lng, type, params);
        expect(title, `${type} ${lng}`).not.toMatch(/\{\{|^$/);
        expect(body, `${type} ${lng}`).not.toMatch(/\{\{|^$/);
        expect(title).not.toContain(type);
      }
  });

  it('names the status in the reader’s language and adds the employer’s message when there is one', () => {
    const params = { jobTitle: 'Kasir', company: 'PT Maju Jaya', status: 'SHORTLIST', message: '' };
    expect(renderNotice('en', 'APPLICATION_STATUS', params)).toEqual({
      title: 'Kasir: Shortlisted',
      body: 'PT Maju Jaya updated your application for Kasir: Shortlisted.',
    });
    expect(renderNotice('id', 'APPLICATION_STATUS', { ...params, message: 'Bawa KTP.' }).body).toBe(
      'PT Maju Jaya memperbarui lamaran Anda untuk Kasir: Masuk daftar pendek. Pesan mereka: Bawa KTP.',
    );
    expect(renderNotice('en', 'APPLICATION_STATUS', { ...params, message: '   ' }).body).not.toContain(
      'message',
    );
  });

  it('says the job was deleted instead of the body, whatever the type', () => {
    for (const type of NOTIFICATION_TYPE_LIST) {
      expect(renderNotice('en', type, { jobTitle: 'Kasir' }, true).body).toBe(
        'Sorry, this job has been deleted',
      );
      expect(renderNotice('id', type, { jobTitle: 'Kasir' }, true).body).toBe(
        'Maaf, lowongan ini telah dihapus',
      );
    }
  });

  it('counts with plural forms', () => {
    expect(noticeText('en', 'SAVED_SEARCH_MATCH.body', { count: 1 })).toBe(
      '1 new job matches your saved search.',
    );
    expect(noticeText('en', 'SAVED_SEARCH_MATCH.body', { count: 4 })).toBe(
      '4 new jobs match your saved search.',
    );
    expect(noticeText('id', 'SAVED_SEARCH_MATCH.body', { count: 1 })).toBe(
      '1 lowongan baru cocok dengan pencarian tersimpan Anda.',
    );
  });

  it('has every type in both catalogs', () => {
    for (const type of NOTIFICATION_TYPE_LIST) {
      expect(en).toHaveProperty(`${type}.title`);
      expect(id).toHaveProperty(`${type}.title`);
    }
  });
});

describe('notification rules', () => {
  it('tells of a closed or deleted job only the applications still in progress', () => {
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(['APPLIED', 'IN_INTERVIEW', 'SHORTLIST']);
  });

  it('gives every type to one side, and mails all but the saved-search match (its alert mails)', () => {
    expect([...NOTIFICATION_TYPES_FOR.CANDIDATE, ...NOTIFICATION_TYPES_FOR.EMPLOYER].sort()).toEqual(
      [...NOTIFICATION_TYPE_LIST].sort(),
    );
    expect(NOTIFICATION_TYPE_LIST.filter((type) => !NOTIFICATION_MAILED[type])).toEqual([
      'SAVED_SEARCH_MATCH',
    ]);
  });
});
