// SPEC 3 "csPosition (defaults to csType)": where a customer-service item's launcher is shown.
import type { CustomerServiceItem } from '../customer-service/items';

/** HEADER: the header's chat button only; MEMBER: the member centre only; any other value (csType): both. */
const CS_POSITIONS = { header: 'HEADER', member: 'MEMBER' } as const;

export const inHeader = (item: Pick<CustomerServiceItem, 'csPosition'>) => item.csPosition !== CS_POSITIONS.member;
export const inMemberCentre = (item: Pick<CustomerServiceItem, 'csPosition'>) =>
  item.csPosition !== CS_POSITIONS.header;
