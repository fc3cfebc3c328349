import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import type { PostValue } from '../../../domain/index';
import { PostSearch, POST_SEARCH_MIN_LENGTH, postsRequester, isAbortError, type DataStore } from '../../data/index';
import type { FieldEditorProps } from './fieldEditorProps';

/** Links a post: search from one typed character, 250 ms after typing stops (PostSearch). */
export function PostEditor({ field, value, onChange }: FieldEditorProps) {
  const store = useStore() as DataStore;
  const search = useMemo(() => new PostSearch(postsRequester(store.dispatch)), [store]);
  const [text, setText] = useState('');
  const [results, setResults] = useState<PostValue[]>([]);
  const id = useId();
  const post = typeof value === 'object' && value !== null ? value as PostValue : null;

  useEffect(() => () => search.dispose(), [search]);
  useEffect(() => {
    if (text.length < POST_SEARCH_MIN_LENGTH) return setResults([]);
    search.search(text, field.post_type || 'post').then(setResults, (reason: unknown) => { if (!isAbortError(reason)) setResults([]); });
  }, [text, search, field.post_type]);

  return (
    <div className="admin-field" data-field={field.name}>
      <label htmlFor={id}>{field.label || 'Post'}</label>
      {post && <p>Linked: <strong>{post.post_title}</strong> <button type="button" onClick={() => onChange(null)}>Unlink</button></p>}
      <input id={id} type="search" placeholder="Search posts" value={text} onChange={(event) => setText(event.target.value)} />
      {results.length > 0 && (
        <ul className="admin-results" aria-label="Posts found">
          {results.map((found) => (
            <li key={found.id}><button type="button" onClick={() => { onChange(found); setText(''); }}>{found.post_title}</button></li>
          ))}
        </ul>
      )}
    </div>
  );
}
