"""Build screener/data/md_high_schools.yaml: Maryland's public schools that teach grades 9-12.

Source: the Maryland State Department of Education's school directory (the NCES directory file
of its Data Downloads page, Maryland Report Card), year 2024 (school year 2023-24, created
2024-01-16), and its enrolment by grade, year 2025 (school year 2024-25, created 2025-01-16),
for schools that opened after the directory was made. Both as downloaded from MSDE and kept in
the public repository elipousson/marylandedu (data-raw/extdata/)::

    python scripts/build_md_high_schools.py School_Directory_2024.xlsx Enrollment_By_Grade_2025.csv \\
        > screener/data/md_high_schools.yaml

A school is listed when the directory's grade span includes high-school grades ("H", "MH",
"EMH"), or its grade span is blank and its name says it is a high school, or the enrolment file
counts twelfth graders there in 2024-25 (a school new since the directory has no city). Left
out: middle schools with a few ninth graders, and the directory's entries that are a service, not
a school a student names (GENERIC below). Private schools are not in these files.
"""
import csv
import sys

import openpyxl

LSS = {
    "Allegany": "allegany", "Anne Arundel": "anne-arundel", "Baltimore City": "baltimore-city",
    "Baltimore County": "baltimore-county", "Calvert": "calvert", "Caroline": "caroline", "Carroll": "carroll",
    "Cecil": "cecil", "Charles": "charles", "Dorchester": "dorchester", "Frederick": "frederick", "Garrett": "garrett",
    "Harford": "harford", "Howard": "howard", "Kent": "kent", "Montgomery": "montgomery",
    "Prince George's": "prince-georges", "Queen Anne's": "queen-annes", "Saint Mary's": "st-marys",
    "Somerset": "somerset", "Talbot": "talbot", "Washington": "washington", "Wicomico": "wicomico",
    "Worcester": "worcester",
    "SEED": "baltimore-city",  # The SEED School of Maryland: a statewide school, in Baltimore City
}
HIGH_GRADES = ("Grade 9", "Grade 10", "Grade 11", "Grade 12")
# Entries that name a service or a program in ordinary words, never a school a student names
GENERIC = {"Home Assignments-Secondary", "Flexible Student Support", "Post Secondary Program", "Evening High School",
           "Incarcerated Youth Center (JACS)", "Alternative Programs", "Virtual Academy HS"}

HEADER = """\
# Maryland's public schools that teach high-school grades (9-12), from the Maryland State
# Department of Education (MSDE): its school directory for 2023-24 and, for schools opened since,
# its enrolment by grade for 2024-25. One school per entry: `name` as MSDE writes it, `county`
# (where the school is: a jurisdiction id of screener/data/jurisdictions.yaml; never the student's
# home county), `city` (the directory's; absent for a school only in the enrolment file), `kind`
# (the directory's school type) and `msde` (local school system and school number).
# Public schools only: private and parochial schools are NOT in MSDE's files, so not here.
# The chat keeps a high school named alone as one in Maryland when its name is here
# (screener/chat/schools.py); a name that isn't here is read back as before.
# Built by scripts/build_md_high_schools.py (how to rerun it is in that file).
# Checked against screener/data/schemas/md_high_schools.schema.json at start-up.
"""


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(directory: str, enrolment: str) -> None:
    rows = list(openpyxl.load_workbook(directory, read_only=True).active.iter_rows(values_only=True))
    head = rows[0]
    col = {h: i for i, h in enumerate(head)}
    schools, listed = {}, {(r[col["LEA"]], r[col["School"]]): r for r in rows[1:]}
    for r in rows[1:]:
        span, name, kind = r[col["Grade Span"]] or "", (r[col["School Name"]] or "").strip(), r[col["School Type"]]
        if name in GENERIC or not ("H" in span or (not span and "High" in name)):
            continue
        key = (r[col["LEA"]], r[col["School"]])
        schools[key] = {"name": name, "county": LSS[r[col["LEA Name"]]], "city": (r[col["City"]] or "").strip(),
                        "kind": kind, "msde": f"{key[0]}-{key[1]}"}
    grades, names = {}, {}
    with open(enrolment, encoding="utf-8-sig", newline="") as fh:
        for r in csv.DictReader(fh):
            if r["Grade"] in HIGH_GRADES and r["School"] != "A":
                key = (r["LEA"], r["School"])
                grades.setdefault(key, set()).add(r["Grade"])
                names[key] = (r["School Name"].strip(), r["LEA Name"])
    for key, counted in grades.items():
        # (a middle school counting a few ninth graders is no high school: twelfth grade counted)
        if key not in schools and "Grade 12" in counted and names[key][0] not in GENERIC:
            r = listed.get(key)  # (in the directory with another grade span: its city and type)
            schools[key] = {"name": names[key][0], "county": LSS[names[key][1]],
                            "city": (r[col["City"]] or "").strip() if r else "",
                            "kind": r[col["School Type"]] if r else "Not in the 2023-24 directory", "msde": f"{key[0]}-{key[1]}"}
    print(HEADER)
    print("source:")
    print("  reference:")
    print('    - {title: "Maryland State Department of Education, Maryland Report Card: Data Downloads (School Directory, '
          '2024; Enrollment By Grade, 2025)", href: "https://reportcard.msde.maryland.gov/Graphs/#/DataDownloads/datadownload"}')
    print('    - {title: "School_Directory_2024.xlsx (MSDE\'s NCES directory file, year 2024, created 2024-01-16) as kept in '
          'elipousson/marylandedu", href: "https://github.com/elipousson/marylandedu/blob/0ba780290c5709cb265596d8d862efcfe01ab088/'
          'data-raw/extdata/School_Directory_2024.xlsx"}')
    print('    - {title: "Enrollment_By_Grade_2025.csv (MSDE, year 2025, created 2025-01-16) as kept in elipousson/marylandedu", '
          'href: "https://github.com/elipousson/marylandedu/blob/a9815ec75d4f22d450fa45d90469935617fbd37f/'
          'data-raw/extdata/Enrollment_By_Grade_2025.csv"}')
    print('  as_of: "2025-01-16"')
    print('  retrieved: "2026-12-04"')
    print('  note: "The directory is of school year 2023-24 (created 2024-01-16); schools added from the 2024-25 enrolment '
          'file (created 2025-01-16) have no city. Schools opened or renamed since are missing: a name not here is read '
          'back, never refused."')
    print("unit: jurisdiction ids of screener/data/jurisdictions.yaml")
    print("private_schools: false")
    print("schools:")
    for s in sorted(schools.values(), key=lambda s: (s["county"], s["name"])):
        city = f", city: {_q(s['city'])}" if s["city"] else ""
        print(f"  - {{name: {_q(s['name'])}, county: {s['county']}{city}, kind: {_q(s['kind'])}, msde: \"{s['msde']}\"}}")
    print(SHORT_NAMES, end="")


# The short names schools are known by (not in MSDE's files; each with where it is written), printed
# as they are when the file is rebuilt (fix33n)
SHORT_NAMES = """# Short names a school is widely known by (not MSDE's: each with where it is written), keyed by the
# school's `msde` number. The chat reads one said alone ("wj", "poly") as that school and reads it
# back naming it (screener/chat/schools.py). A school's own distinctive word ("Blair" of
# "Montgomery Blair High") needs no entry: it is derived from the name. Kept by
# scripts/build_md_high_schools.py (SHORT_NAMES) when the file is rebuilt.
short_names:
  - {msde: "15-0406", names: ["b-cc"], source: {title: "Montgomery County Public Schools, About Bethesda-Chevy Chase High School: \\"Bethesda-Chevy Chase (B-CC) High School\\"", href: "http://www.montgomeryschoolsmd.org/schools/bcchs/about/"}}
  - {msde: "15-0424", names: ["wj"], source: {title: "The Pitch, the official student newspaper of Walter Johnson High School, \\"WJ practices awareness\\" (2018-04-26): \\"the WJ community\\"", href: "https://www.wjpitch.com/top-stories/2018/04/26/wj-practices-awareness/"}}
  - {msde: "30-0403", names: ["poly", "bpi"], source: {title: "Baltimore City Public Schools, Baltimore Polytechnic Institute, \\"BPI Foundation\\": \\"Poly is grateful to those who support the Pay It Forward program\\"", href: "https://baltimorecityschools.org/o/poly/page/bpi-foundation"}}
"""


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
