/** Where the server names a field (`billing.email`), the form's control it belongs to. */
const FIELDS: [RegExp, string][] = [
  [/\bbilling\.(first_name|last_name|email|phone|company_name)\b/, 'contact.$1'],
  [/\bbilling\.(state|district)\b/, 'billing.district'],
  [/\bbilling\.(address|city|postal_code)\b/, 'billing.$1'],
  [/\bshipping\.(state|district)\b/, 'shipping.district'],
  [/\bshipping\.(address|city|postal_code)\b/, 'shipping.$1'],
  [/\bshipping\.(first_name|last_name|phone)\b/, 'recipient.$1'],
  [/\bpickup_store_id\b/, 'pickupStoreId'],
  [/\bdelivery_country_id\b/, 'deliveryCountryId'],
  [/\btimeslot_id\b/, 'timeslotId'],
  [/\bdate\b/, 'date'],
];

/**
 * The form field a refused order_create is about, so its message can stand beside that field:
 * by the error code for dates and slots, else by the field path the message names. A shipping
 * name refused while the parcel goes to the contact belongs to the contact fields.
 */
export function serverErrorField(
  errCode: string,
  message: string,
  recipientIsContact: boolean,
): string | null {
  if (errCode === 'DATE_UNAVAILABLE') return 'date';
  if (errCode === 'TIMESLOT_UNAVAILABLE') return 'timeslotId';
  if (errCode !== 'VALIDATION_FAILED') return null;
  for (const [pattern, field] of FIELDS) {
    const match = message.match(pattern);
    if (!match) continue;
    const named = match[0].replace(pattern, field);
    return recipientIsContact ? named.replace(/^recipient\./, 'contact.') : named;
  }
  return null;
}
