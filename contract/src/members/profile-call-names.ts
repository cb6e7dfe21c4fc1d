import type { Ref } from '../call-names.ts';

/** The calls of a member's address book, password, email and phone, by name and auth (see ../call-names.ts). */
export const memberAddressGet: Ref<'memberAddressGet'> = { name: 'member_address_get', auth: 'member' };
export const memberAddressAdd: Ref<'memberAddressAdd'> = { name: 'member_address_add', auth: 'member' };
export const memberAddressUpdate: Ref<'memberAddressUpdate'> = {
  name: 'member_address_update',
  auth: 'member',
};
export const memberAddressDelete: Ref<'memberAddressDelete'> = {
  name: 'member_address_delete',
  auth: 'member',
};
export const memberAddressDefaultSet: Ref<'memberAddressDefaultSet'> = {
  name: 'member_address_default_set',
  auth: 'member',
};
export const passwordChange: Ref<'passwordChange'> = { name: 'password_change', auth: 'member' };
export const emailChange: Ref<'emailChange'> = { name: 'email_change', auth: 'member' };
export const emailVerify: Ref<'emailVerify'> = { name: 'email_verify', auth: 'member' };
export const phoneVerifySend: Ref<'phoneVerifySend'> = { name: 'phone_verify_send', auth: 'member' };
export const phoneVerify: Ref<'phoneVerify'> = { name: 'phone_verify', auth: 'member' };
