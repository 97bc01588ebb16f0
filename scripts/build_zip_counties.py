"""Build screener/data/zip_counties.yaml: every Maryland ZIP code (ZCTA) and every county it touches.

Source: the US Census Bureau's 2020 ZCTA to County Relationship File. Run with the Census
file (pipe-delimited) or a CSV copy with the same columns (``zcta5``/``GEOID_ZCTA5_20``,
``fips_code_county``/``GEOID_COUNTY_20``, ``arealand_part``/``AREALAND_PART``)::

    curl -O https://www2.census.gov/geo/docs/maps-data/data/rel2020/zcta520/tab20_zcta520_county20_natl.txt
    python scripts/build_zip_counties.py tab20_zcta520_county20_natl.txt > screener/data/zip_counties.yaml

Only the land part of each ZCTA-county piece counts (a piece that is only water is left out);
a piece outside Maryland is ``outside-md``. Every ZCTA with any land in Maryland is listed.
"""
import collections
import csv
import sys

FIPS = {
    "24001": "allegany", "24003": "anne-arundel", "24005": "baltimore-county", "24009": "calvert",
    "24011": "caroline", "24013": "carroll", "24015": "cecil", "24017": "charles", "24019": "dorchester",
    "24021": "frederick", "24023": "garrett", "24025": "harford", "24027": "howard", "24029": "kent",
    "24031": "montgomery", "24033": "prince-georges", "24035": "queen-annes", "24037": "st-marys",
    "24039": "somerset", "24041": "talbot", "24043": "washington", "24045": "wicomico",
    "24047": "worcester", "24510": "baltimore-city",
}

HEADER = """\
# Every Maryland ZIP code (Census ZIP Code Tabulation Area, ZCTA) and every jurisdiction it
# touches, with the land area of each piece (square metres), largest first. A ZIP code that
# touches more than one jurisdiction (21771 Mount Airy: Frederick, Carroll, Howard, Montgomery)
# is "ambiguous": the questionnaire asks for the county. `outside-md` is a piece in another state.
# Built by scripts/build_zip_counties.py (how to rerun it is in that file). ZIP codes that are
# not ZCTAs (PO boxes, single buildings) are looked up in the `zipcodes` package instead.
# Checked against screener/data/schemas/zip_counties.schema.json at start-up.
"""


def read(path):
    """Yield (zcta, county_geoid, land_area) from the Census file or a CSV copy."""
    with open(path, encoding="utf-8-sig", newline="") as fh:
        first = fh.readline()
        fh.seek(0)
        rows = csv.DictReader(fh, delimiter="|" if "|" in first else ",")
        for r in rows:
            z = r.get("GEOID_ZCTA5_20") or r.get("zcta5")
            c = r.get("GEOID_COUNTY_20") or r.get("fips_code_county")
            land = r.get("AREALAND_PART") or r.get("arealand_part")
            if z and c:
                yield z.zfill(5), c.zfill(5), int(land or 0)


def main(path):
    rows = list(read(path))
    in_md = {z for z, c, _ in rows if c.startswith("24")}
    out = collections.defaultdict(lambda: collections.defaultdict(int))
    for z, c, land in rows:
        if z in in_md and land > 0:
            out[z][FIPS.get(c, "outside-md")] += land
    print(HEADER)
    print("source:")
    print('  title: "US Census Bureau, 2020 ZCTA to County Relationship File (tab20_zcta520_county20_natl.txt)"')
    print('  href: "https://www2.census.gov/geo/docs/maps-data/data/rel2020/zcta520/tab20_zcta520_county20_natl.txt"')
    print('  as_of: "2020-01-01"')
    print(f'  note: "Built from {path.rsplit("/", 1)[-1]}; the 2020 relationship file describes 2020 Census geography."')
    print("unit: square metres of land")
    print("zips:")
    for z in sorted(out):
        parts = sorted(out[z].items(), key=lambda kv: -kv[1])
        print(f'  "{z}": {{' + ", ".join(f"{j}: {a}" for j, a in parts) + "}")


if __name__ == "__main__":
    main(sys.argv[1])
