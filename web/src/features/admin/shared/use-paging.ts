import { useState } from 'react';
import { PAGE_SIZES, usePaginationTexts } from './pagination-texts';

/** One page of a list paged on the server, and how many rows it has in all. */
interface PagedRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * A back-office list paged on the server (its orders, customers and audit log): the page and
 * page size its query asks for, and the DataTable props that show and change them. Whatever
 * changes what is listed starts again from the first page, where its results begin.
 */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const paginationTexts = usePaginationTexts();

  /** A filter's (or the sort's) setter that also goes back to the first page. */
  const withFirstPage =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  /** DataTable's props for the page of rows its query answered, spread onto the table. */
  const tableProps = <Row>({
    data,
    isFetching,
  }: {
    data?: PagedRows<Row>;
    isFetching: boolean;
  }) => ({
    fetching: isFetching,
    records: data?.rows ?? [],
    totalRecords: data?.total ?? 0,
    ...paginationTexts,
    recordsPerPage: pageSize,
    page,
    onPageChange: setPage,
    recordsPerPageOptions: PAGE_SIZES,
    onRecordsPerPageChange: withFirstPage(setPageSize),
  });

  return { page, pageSize, withFirstPage, tableProps };
}
