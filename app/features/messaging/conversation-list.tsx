import { useFieldValue } from '~/lib/use-field-state';
import { useChatTime } from './chat-time';
import { matchesConversationSearch, type ConversationSummary } from './conversation-summary';
import { PersonAvatar } from './person-avatar';
import classes from './messages.module.css';

type ConversationListProps = {
  conversations: ConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  viewerIsVendor: boolean;
};

/**
 * The left side of /messages (spec §2): a search box, the 'Show All Categories' filter for couples,
 * and the conversations with name, avatar, last-message time and unread badge. The search box and
 * the filter are uncontrolled (`useFieldValue`): what was typed or chosen before the page's scripts
 * arrived stays, and applies once they have.
 */
export function ConversationList(props: ConversationListProps) {
  const { conversations, selectedId, onSelect, viewerIsVendor } = props;
  const searchBox = useFieldValue('');
  const categoryFilter = useFieldValue<HTMLSelectElement>('0');
  const search = searchBox.value;
  const categoryId = Number(categoryFilter.value) || 0;
  const chatTime = useChatTime();
  const categories = [...new Map(conversations.map((item) => [item.service.categoryId, item.service.categoryTitle])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const shown = conversations.filter(
    (item) => (categoryId === 0 || item.service.categoryId === categoryId) && matchesConversationSearch(item, search, viewerIsVendor),
  );

  return (
    <>
      <div className={classes.listTools}>
        <label htmlFor="conversation-search" className="visually-hidden">
          Search conversations
        </label>
        <input
          id="conversation-search"
          type="search"
          className={classes.input}
          placeholder={viewerIsVendor ? 'Search by name' : 'Search by vendor or service'}
          {...searchBox.field}
        />
        {!viewerIsVendor && (
          <>
            <label htmlFor="conversation-category" className="visually-hidden">
              Category
            </label>
            <select id="conversation-category" className={classes.input} {...categoryFilter.field}>
              <option value={0}>Show All Categories</option>
              {categories.map(([id, title]) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {conversations.length === 0 ? (
        <p className={classes.empty}>No messages exists</p>
      ) : shown.length === 0 ? (
        <p className={classes.empty}>No conversation matches.</p>
      ) : (
        <ul className={classes.list}>
          {shown.map((item) => {
            const title = viewerIsVendor ? item.partner.name : item.service.name;
            const subtitle = viewerIsVendor ? item.service.name : item.partner.name;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={classes.contact}
                  aria-current={item.id === selectedId ? 'true' : undefined}
                  data-conversation={item.id}
                  onClick={() => onSelect(item.id)}
                >
                  <PersonAvatar name={item.partner.name} avatar={item.partner.avatar} />
                  <span className={classes.contactText}>
                    <span className={classes.contactName}>{title}</span>
                    {/* A couple may write about several of the vendor's listings: each row says which. */}
                    {viewerIsVendor && <span className={classes.contactService}>{item.service.name}</span>}
                    {(item.lastMessage || !viewerIsVendor) && <span className={classes.contactLine}>{item.lastMessage ?? subtitle}</span>}
                  </span>
                  <span className={classes.contactMeta}>
                    {item.lastMessageAt && <time dateTime={item.lastMessageAt}>{chatTime(item.lastMessageAt)}</time>}
                    {item.unread > 0 && (
                      <span className={classes.unread}>
                        {item.unread}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
