/** masters/list and masters/create (and their guest twins): master data by code type (spec §3). */
import * as v from 'valibot';
import { MASTER_NAME_MAX_LENGTH, MASTER_NAME_MIN_LENGTH } from '../constants/limits';
import { MASTER_CODE_TYPES } from '../constants/masters';
import { listRequestWith } from './list';
import { choiceMessage, msg, requiredText, typeMessage } from './messages';

export const masterCodeType = v.picklist(MASTER_CODE_TYPES, choiceMessage);

/** Codes are short upper-case-ish tokens (OTHER_FIELD, a state code); the bound only stops abuse. */
export const MASTER_CODE_MAX_LENGTH = 50;
export const parentCode = v.optional(
  v.pipe(requiredText(), v.maxLength(MASTER_CODE_MAX_LENGTH, msg('tooLong'))),
);

export const mastersList = listRequestWith({ codeType: masterCodeType, parentCode });

export const mastersCreate = v.object(
  {
    codeType: masterCodeType,
    name: v.pipe(
      requiredText(),
      v.minLength(MASTER_NAME_MIN_LENGTH, msg('tooShort')),
      v.maxLength(MASTER_NAME_MAX_LENGTH, msg('tooLong')),
    ),
  },
  typeMessage,
);

export type MastersListInput = v.InferInput<typeof mastersList>;
export type MastersList = v.InferOutput<typeof mastersList>;
export type MastersCreateInput = v.InferInput<typeof mastersCreate>;
export type MastersCreate = v.InferOutput<typeof mastersCreate>;
