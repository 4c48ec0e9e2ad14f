// Feature hooks register themselves with the record pipeline once per process (import for effect).
import './access/role-scopes';
import './bookings';
import './boards/order';
import './reorder';
import './tickets/last-seguimiento';
import './orders/payments';
import './notifications';
import './custom-fields';
import './trees/paths';
import './forms/numbering';
import './purchases/approval';
import './receivables';
import './stock';
import './resolutions';
import './invoicing';
import './settings';
import './dian-send';
