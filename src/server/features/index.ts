// Feature hooks register themselves with the record pipeline once per process (import for effect).
import './access/role-scopes';
import './bookings';
