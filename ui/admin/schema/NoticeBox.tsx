/** A notice: a title and its messages, shown together. */
export interface Notice { title: string; messages: string[] }

/** The form builder's error notice (spec 5: problems are shown together under one title). */
export function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <div role="alert" className="admin-notice admin-notice-error">
      <strong>{notice.title}</strong>
      <ul>{notice.messages.map((message, index) => <li key={index}>{message}</li>)}</ul>
    </div>
  );
}
